import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus, IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardPath } from '../../layouts/nav';

/** Overview Quick Actions: start a new session (chat view) or open the create-goal dialog (goals view). */
export function QuickActionsCard() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Quick Actions
          </Title>
          <Text size="sm" c="dimmed">
            Pick up where you left off.
          </Text>
        </div>
        <Stack gap="sm">
          <Button
            component={Link}
            to={`${dashboardPath('chat')}?new`}
            leftSection={<IconMessagePlus size={18} />}
            fullWidth
            justify="flex-start"
          >
            Start new session
          </Button>
          <Button
            component={Link}
            to={`${dashboardPath('goals')}?new=1`}
            variant="light"
            leftSection={<IconTargetArrow size={18} />}
            fullWidth
            justify="flex-start"
          >
            Create new goal
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
