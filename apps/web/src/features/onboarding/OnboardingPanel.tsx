import {
  ActionIcon,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { GOAL_TEMPLATE, ONBOARDING_COPY, STARTER_TEMPLATES, type StarterTemplate } from '@mentor/validation';
import {
  IconBook,
  IconBriefcase,
  IconInfoCircle,
  IconMessagePlus,
  IconPlant2,
  IconTargetArrow,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { dashboardPath } from '../../layouts/nav';
import { storeGoalPrefill } from '../goals/goal-prefill';
import { useAuth } from '../auth/use-auth';
import { useGoalStats, useGoals } from '../goals/use-goals';
import { OnboardingQuestions } from './OnboardingQuestions';
import { dismissOnboarding, isOnboardingDismissed, storeChatSeed } from './onboarding-storage';

const CARD_ICONS: Record<StarterTemplate['key'], { icon: TablerIcon; color: string }> = {
  'career-coaching': { icon: IconBriefcase, color: 'blue' },
  'study-mentor': { icon: IconBook, color: 'grape' },
  'habits-clarity': { icon: IconPlant2, color: 'teal' },
};

function HowItWorksModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={ONBOARDING_COPY.howItWorksTitle} centered>
      <Stack gap="md">
        <List type="ordered" spacing="sm">
          {ONBOARDING_COPY.howItWorksSteps.map((step) => (
            <List.Item key={step.title}>
              <Text fw={600} size="sm">
                {step.title}
              </Text>
              <Text size="sm" c="dimmed">
                {step.body}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {ONBOARDING_COPY.disclaimer}
        </Text>
        <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {ONBOARDING_COPY.gotIt}
        </Button>
      </Stack>
    </Modal>
  );
}

function StarterCard({ card }: { card: StarterTemplate }) {
  const navigate = useNavigate();
  const { icon: Icon, color } = CARD_ICONS[card.key];
  const titleId = `starter-${card.key}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={color} size="lg" radius="md">
            <Icon size={20} />
          </ThemeIcon>
          <Title order={3} fz="md" id={titleId}>
            {card.title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {card.description}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            onClick={() => {
              storeChatSeed(card);
              void navigate(dashboardPath('chat'));
            }}
          >
            {ONBOARDING_COPY.tryThis}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              storeGoalPrefill(card.goal);
              void navigate(dashboardPath('goals'));
            }}
          >
            {ONBOARDING_COPY.useTemplate}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The onboarding panel of the overview (spec section 2): shown while the user has held no chat session and has
 * no goal, and in any case while the profile questions are unanswered (issue 24: opening a chat from Try this
 * without sending must not lose them), until dismissed on this browser. Until they are answered, it starts with
 * the three quick questions. Renders nothing otherwise (and nothing while that is being found out).
 */
export function OnboardingPanel() {
  const goals = useGoals();
  const stats = useGoalStats();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(isOnboardingDismissed);
  const [howOpen, setHowOpen] = useState(false);

  if (dismissed || !goals.data || !stats.data || !user) return null;
  const answered = Boolean(user.primaryGoal);
  if (answered && (goals.data.length > 0 || stats.data.hasSessions)) return null;

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="onboarding-title"
      bg="var(--mantine-primary-color-light)"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Title order={2} fz="lg" id="onboarding-title">
              {ONBOARDING_COPY.title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {ONBOARDING_COPY.body}
            </Text>
          </div>
          <Tooltip label={ONBOARDING_COPY.dismiss}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={ONBOARDING_COPY.dismissLabel}
              onClick={() => {
                dismissOnboarding();
                setDismissed(true);
              }}
            >
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>

        {!answered && <OnboardingQuestions user={user} />}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {STARTER_TEMPLATES.map((card) => (
            <StarterCard key={card.key} card={card} />
          ))}
        </SimpleGrid>

        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<IconMessagePlus size={18} />}
            onClick={() => void navigate(dashboardPath('chat'))}
          >
            {ONBOARDING_COPY.startSession}
          </Button>
          <Button
            variant="default"
            leftSection={<IconTargetArrow size={18} />}
            onClick={() => {
              storeGoalPrefill(GOAL_TEMPLATE);
              void navigate(dashboardPath('goals'));
            }}
          >
            {ONBOARDING_COPY.createGoal}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconInfoCircle size={18} />}
            onClick={() => setHowOpen(true)}
          >
            {ONBOARDING_COPY.howItWorks}
          </Button>
        </Group>
      </Stack>
      <HowItWorksModal opened={howOpen} onClose={() => setHowOpen(false)} />
    </Card>
  );
}
