import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@mentor/validation';
import { ContactSupportForm } from '../features/support/ContactSupportForm';
import { HelpFaq } from '../features/support/HelpFaq';
import { HelpLinks } from '../features/support/HelpLinks';

/** /account/help: link cards, the searchable FAQ and the Contact Support form (spec section 2). */
export default function AccountHelpPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          {MESSAGES.help.title}
        </Title>
        <Text size="sm" c="dimmed">
          {MESSAGES.help.subtitle}
        </Text>
      </div>
      <HelpLinks />
      <HelpFaq />
      <ContactSupportForm />
    </Stack>
  );
}
