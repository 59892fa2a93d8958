import { Card, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { MESSAGES, ROUTES } from '@mentor/validation';
import { IconBook, IconBrandDiscord, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardPath } from '../../layouts/nav';

const H = MESSAGES.help;

/**
 * The community has no address of its own yet: like the landing footer's placeholder links, the card points at
 * '#' (docs/decisions.md).
 */
const COMMUNITY_URL = '#';

function LinkCard({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600} mt="sm">
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {body}
      </Text>
    </Card>
  );
}

/** The three link cards of Help & Support: User Guide, Live Chat, Community/Discord. */
export function HelpLinks() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <UnstyledButton component={Link} to={ROUTES.howSessionsWork} aria-label={H.userGuideTitle}>
        <LinkCard icon={<IconBook size={20} />} title={H.userGuideTitle} body={H.userGuideBody} />
      </UnstyledButton>
      <UnstyledButton component={Link} to={dashboardPath('chat')} aria-label={H.liveChatTitle}>
        <LinkCard icon={<IconMessageCircle size={20} />} title={H.liveChatTitle} body={H.liveChatBody} />
      </UnstyledButton>
      <UnstyledButton component="a" href={COMMUNITY_URL} aria-label={H.communityTitle}>
        <LinkCard icon={<IconBrandDiscord size={20} />} title={H.communityTitle} body={H.communityBody} />
      </UnstyledButton>
    </SimpleGrid>
  );
}
