import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { displayName, greeting } from '@mentor/validation';
import { useCurrentUser } from '../auth/use-auth';
import { CurrentGoals } from '../goals';
import { OnboardingPanel } from '../onboarding';
import { RecentSummaries } from '../summaries';
import { TrialBanner } from '../trial/TrialBanner';
import { QuickActionsCard } from './QuickActionsCard';
import { SubscriptionCard } from './SubscriptionCard';
import { ThisWeekCard } from './ThisWeekCard';

/**
 * Dashboard overview (spec section 2): greeting with the first name, the trial banner, the onboarding panel for
 * people with no sessions and no goals, Current Goals, Recent Session Summaries, Quick Actions, This Week and the
 * Subscription card.
 */
export default function OverviewView() {
  const user = useCurrentUser();
  const name = user.firstName?.trim() || displayName(user);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {greeting(new Date())}, {name}!
        </Title>
        <Text c="dimmed">Here is where your mentoring stands today.</Text>
      </Stack>
      <TrialBanner />
      <OnboardingPanel />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CurrentGoals />
        <RecentSummaries />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <QuickActionsCard />
        <ThisWeekCard />
        <SubscriptionCard user={user} />
      </SimpleGrid>
    </Stack>
  );
}
