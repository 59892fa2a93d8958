import { Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { filterFaq, HELP_FAQ, MESSAGES } from '@mentor/validation';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FaqAccordion } from '../landing/FaqAccordion';

const H = MESSAGES.help;

/** The help FAQ: search (case-insensitive over question and answer) over the six questions, in an accordion. */
export function HelpFaq() {
  const [query, setQuery] = useState('');
  const items = filterFaq(HELP_FAQ, query);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="help-faq-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="help-faq-title">
          {H.faqTitle}
        </Title>
        <TextInput
          type="search"
          aria-label={H.faqSearchLabel}
          placeholder={H.faqSearchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <FaqAccordion items={items} />
        {items.length === 0 && (
          <Text ta="center" c="dimmed" py="md" role="status">
            {MESSAGES.faq.helpNoResults}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
