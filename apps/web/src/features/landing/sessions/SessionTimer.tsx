import {
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  RingProgress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { SESSION_TIMER_DEFAULTS } from '@mentor/validation/plain';
import {
  IconArrowRight,
  IconCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconStack2,
} from '@tabler/icons-react';
import { useEffect, useReducer } from 'react';
import classes from '../landing.module.css';
import { formatAllowance, formatClock, initialTimerState, timerReducer, usedPercent } from './timer';

export interface SessionTimerProps {
  sessionLengthMinutes?: number;
  freeSessionsPerMonth?: number;
  planName?: string;
}

const SESSION_COMPLETE = 'Session complete';

/**
 * Local demo countdown of one session, next to a card with the plan's monthly allowance.
 * Nothing is sent to the server; the timer only runs in this browser tab.
 */
export function SessionTimer({
  sessionLengthMinutes = SESSION_TIMER_DEFAULTS.sessionLengthMinutes,
  freeSessionsPerMonth = SESSION_TIMER_DEFAULTS.freeSessionsPerMonth,
  planName = SESSION_TIMER_DEFAULTS.planName,
}: SessionTimerProps) {
  const [state, dispatch] = useReducer(timerReducer, sessionLengthMinutes, initialTimerState);
  const { running, remaining, total } = state;

  useEffect(() => {
    if (!running) return undefined;
    const id = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(id);
  }, [running]);

  const used = usedPercent(remaining, total);
  const usedRounded = Math.round(used);
  const complete = remaining <= 0;

  return (
    <Grid gap="lg" align="stretch">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="lg" padding="xl" h="100%" component="section" aria-labelledby="timer-title">
          <Stack gap={4}>
            <Title order={3} id="timer-title">
              Try the session timer
            </Title>
            <Text c="dimmed" size="sm">
              A demo of one {sessionLengthMinutes}-minute session. It runs only in your browser.
            </Text>
          </Stack>
          <Stack align="center" gap="md" mt="xl">
            <RingProgress
              size={260}
              thickness={14}
              roundCaps
              rootColor="var(--mantine-color-default-border)"
              sections={used > 0 ? [{ value: used, color: complete ? 'teal' : 'brand' }] : []}
              aria-label={`${usedRounded}% of the session used`}
              label={
                <Stack gap={2} align="center">
                  <Text className={classes.timerDisplay} role="timer" aria-label="Time remaining">
                    {formatClock(remaining)}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="timer-used">
                    {usedRounded}% used
                  </Text>
                </Stack>
              }
            />
            <div role="status" aria-live="polite">
              {complete ? (
                <Badge color="teal" size="lg" variant="light" leftSection={<IconCheck size={14} />}>
                  {SESSION_COMPLETE}
                </Badge>
              ) : (
                <Badge color={running ? 'brand' : 'gray'} size="lg" variant="light">
                  {running ? 'In session' : 'Paused'}
                </Badge>
              )}
            </div>
            <Group gap="sm">
              <Button
                size="md"
                radius="xl"
                miw={130}
                onClick={() => dispatch({ type: 'toggle' })}
                disabled={complete}
                leftSection={running ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
              >
                {running ? 'Pause' : 'Start'}
              </Button>
              <Button
                size="md"
                radius="xl"
                variant="default"
                onClick={() => dispatch({ type: 'reset' })}
                leftSection={<IconRefresh size={18} />}
              >
                Reset
              </Button>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card
          withBorder
          radius="lg"
          padding="xl"
          h="100%"
          component="section"
          aria-labelledby="plan-card-title"
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconStack2 size={24} />
            </ThemeIcon>
            <div>
              <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                Your plan
              </Text>
              <Title order={3} size="h4" id="plan-card-title">
                {planName}
              </Title>
            </div>
          </Group>
          <Stack gap="md" mt="xl">
            <Group justify="space-between">
              <Text c="dimmed">Sessions per month</Text>
              <Text fw={700} data-testid="plan-sessions">
                {freeSessionsPerMonth}
              </Text>
            </Group>
            <Divider />
            <Group justify="space-between">
              <Text c="dimmed">Session length</Text>
              <Text fw={700}>{sessionLengthMinutes} minutes</Text>
            </Group>
            <Divider />
            <Group justify="space-between">
              <Text c="dimmed">Total per month</Text>
              <Text fw={700} data-testid="plan-hours">
                {formatAllowance(freeSessionsPerMonth, sessionLengthMinutes)}
              </Text>
            </Group>
          </Stack>
          <Text size="sm" c="dimmed" mt="xl">
            Unused sessions do not roll over. Your count resets at the start of each month.
          </Text>
          <Anchor href="/#pricing" fw={600} size="sm" mt="auto" pt="lg">
            <Group gap={4} component="span">
              Compare all plans <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
