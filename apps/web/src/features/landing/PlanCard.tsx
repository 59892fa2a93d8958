import { ActionIcon, Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MOST_POPULAR_LABEL, ROUTES, SESSIONS_FEATURE_LABEL, type Plan } from '@mentor/validation/plain';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CUSTOM_PRICE_NOTE, PERIOD_LABELS, PLAN_TAGLINES, PRICING } from './content';
import classes from './landing.module.css';

function PlanFeature({ feature }: { feature: string }) {
  if (feature !== SESSIONS_FEATURE_LABEL) return <List.Item>{feature}</List.Item>;
  return (
    <List.Item>
      <Group gap={4} wrap="nowrap">
        <span>{feature}</span>
        {/* The browser's own tooltip (title): Mantine's Tooltip would bring its positioning code onto the landing
            page's critical path for one hover hint. */}
        <ActionIcon
          component={Link}
          to={ROUTES.howSessionsWork}
          variant="subtle"
          color="brand"
          size="sm"
          radius="xl"
          aria-label={PRICING.sessionsInfoLabel}
          title={PRICING.sessionsInfoLabel}
        >
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Group>
    </List.Item>
  );
}

export interface PlanCardProps {
  plan: Plan;
  /** The card's button (landing: to login; signed in: checkout, portal or the current-plan marker). */
  action: ReactNode;
  /** A badge beside the plan's name, e.g. 'Current plan'. */
  marker?: string | null;
}

/** One plan of spec section 9: name, tagline, price, features and its button. Landing and the plan screens. */
export function PlanCard({ plan, action, marker = null }: PlanCardProps) {
  const titleId = `plan-${plan.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="xl"
      className={`${classes.planCard} ${plan.mostPopular ? classes.planPopular : ''}`}
      // Inline, so the 'Most popular' badge is never clipped by Card's own overflow rule (whatever the CSS order
      // of a lazily loaded screen).
      style={{ overflow: 'visible' }}
      data-testid={`plan-${plan.id}`}
    >
      {plan.mostPopular && (
        <Badge
          className={classes.popularBadge}
          variant="gradient"
          gradient={{ from: 'brand.6', to: 'violet.6', deg: 135 }}
          size="md"
          radius="xl"
        >
          {MOST_POPULAR_LABEL}
        </Badge>
      )}
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Title order={3} size="h4" id={titleId}>
            {plan.name}
          </Title>
          {marker && (
            <Badge variant="light" color="teal" size="sm" data-testid={`plan-${plan.id}-marker`}>
              {marker}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {PLAN_TAGLINES[plan.id]}
        </Text>
      </Stack>
      <Group gap={6} align="baseline" mt="lg" mb="lg">
        <Text className={classes.planPrice} span>
          {plan.priceLabel}
        </Text>
        <Text c="dimmed" size="sm" span>
          {plan.period === null ? CUSTOM_PRICE_NOTE : PERIOD_LABELS[plan.period]}
        </Text>
      </Group>
      <List
        spacing="sm"
        size="sm"
        className={classes.planFeatures}
        classNames={{ itemLabel: classes.featureLabel }}
        mb="xl"
        center
        icon={
          <ThemeIcon size={20} radius="xl" color="brand" variant="light" aria-hidden>
            <IconCheck size={13} stroke={2.5} />
          </ThemeIcon>
        }
      >
        {plan.features.map((feature) => (
          <PlanFeature key={feature} feature={feature} />
        ))}
      </List>
      {action}
    </Card>
  );
}
