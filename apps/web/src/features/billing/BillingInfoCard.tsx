import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type BillingAddress, type SubscriptionSummary } from '@mentor/validation';
import type { useBillingRedirects } from './use-billing';

const B = MESSAGES.billing;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function addressLines(address: BillingAddress | null): string[] {
  if (!address) return [];
  const cityLine = [address.postalCode, address.city, address.state].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, address.country].filter((line): line is string => !!line);
}

/**
 * Billing Information for a paying user, as the payment provider reports it: card brand and masked number,
 * billing address, Update buttons and Cancel Subscription (all in the provider's billing portal).
 */
export function BillingInfoCard({
  subscription,
  unavailable,
  redirects,
}: {
  subscription: SubscriptionSummary | null;
  /** The provider could not be asked for the details. */
  unavailable: boolean;
  redirects: ReturnType<typeof useBillingRedirects>;
}) {
  const card = subscription?.card ?? null;
  const address = addressLines(subscription?.billingAddress ?? null);
  const update = (
    <Button variant="default" size="xs" onClick={redirects.openPortal} disabled={redirects.busy}>
      {B.update}
    </Button>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="billing-info-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="billing-info-title">
          {B.billingInfoTitle}
        </Title>
        {unavailable && (
          <Text size="sm" c="red" role="alert">
            {B.providerUnavailable}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {B.paymentMethod}
            </Text>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={500} data-testid="billing-card">
                {card ? `${capitalize(card.brand)} •••• ${card.last4}` : B.noCardOnFile}
              </Text>
              {update}
            </Group>
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {B.billingAddress}
            </Text>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div data-testid="billing-address">
                {address.length > 0 ? (
                  address.map((line) => (
                    <Text key={line} size="sm">
                      {line}
                    </Text>
                  ))
                ) : (
                  <Text size="sm">{B.noAddressOnFile}</Text>
                )}
              </div>
              {update}
            </Group>
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="outline"
            color="red"
            onClick={redirects.openPortal}
            loading={redirects.portalPending}
            disabled={redirects.busy && !redirects.portalPending}
          >
            {B.cancelSubscription}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
