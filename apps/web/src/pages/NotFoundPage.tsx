import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, ROUTES } from '@mentor/validation';
import { Link } from 'react-router';

/** Any signed-in path the router does not know. */
export default function NotFoundPage() {
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} ta="center">
          {MESSAGES.notFound.title}
        </Title>
        <Text c="dimmed" ta="center">
          {MESSAGES.notFound.hint}
        </Text>
        <Button component={Link} to={ROUTES.dashboard} variant="light" mt="sm">
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
