import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { displayName, greeting } from '@mentor/validation';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-auth';
import { useSessionWork } from '../chat/use-session-work';
import { CurrentGoals } from '../goals';
import { OnboardingPanel } from '../onboarding';
import { RecentSummaries } from '../summaries';
import { TrialBanner } from '../trial/TrialBanner';
import { QuickActionsCard } from './QuickActionsCard';
import { SubscriptionCard } from './SubscriptionCard';
import { ThisWeekCard } from './ThisWeekCard';
import { overviewQueries, recentSummariesQuery } from './prefetch';

/**
 * Dashboard overview (spec section 2): greeting with the first name, the trial banner, the onboarding panel for
 * people with no sessions and no goals, Current Goals, Recent Session Summaries, Quick Actions, This Week and the
 * Subscription card.
 */
export default function OverviewView() {
  const user = useCurrentUser();
  const name = user.firstName?.trim() || displayName(user);
  // The banner, the onboarding panel and every card depend on these calls (prefetched with this view's code):
  // the cards are laid out once they have all answered, so nothing moves when an answer comes in.
  const trpc = useTRPC();
  const recent = useInfiniteQuery(recentSummariesQuery(trpc));
  // Summaries, action items and goals' progress follow a session's work: read again once it is done.
  useSessionWork();
  const others = useQueries({ queries: overviewQueries(trpc) });
  const loading = recent.isPending || others.some((query) => query.isPending);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {greeting(new Date())}, {name}!
        </Title>
        <Text c="dimmed">Here is where your mentoring stands today.</Text>
      </Stack>
      {loading ? (
        <OverviewSkeleton />
      ) : (
        <>
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
        </>
      )}
    </Stack>
  );
}

/** The overview's cards while their data loads: the same grids, cards of about the same height. */
function OverviewSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading your overview">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {[0, 1].map((i) => (
          <Card key={i} withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Skeleton height={24} width="55%" radius="sm" />
              <Skeleton height={140} radius="md" />
              <Skeleton height={140} radius="md" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Skeleton height={22} width="50%" radius="sm" />
              <Skeleton height={96} radius="md" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
