import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ADMIN_UI, formatDisplayDate, type FeedbackGroup, type FeedbackStats } from '@mentor/validation';
import { useId } from 'react';
import { formatCount } from './format';

const S = ADMIN_UI.stats;

const satisfactionOf = (group: FeedbackGroup) =>
  group.satisfaction === null ? '—' : `${group.satisfaction}%`;

function GroupTable({
  title,
  nameHeader,
  rows,
  testId,
}: {
  title: string;
  nameHeader: string;
  rows: { name: string; group: FeedbackGroup }[];
  testId: string;
}) {
  const id = useId();
  return (
    <div>
      <Title order={4} size="h6" id={id} mb={4}>
        {title}
      </Title>
      <Table aria-labelledby={id} fz="sm" horizontalSpacing="xs" verticalSpacing={6} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            <Table.Th ta="right">{S.feedbackUp}</Table.Th>
            <Table.Th ta="right">{S.feedbackDown}</Table.Th>
            <Table.Th ta="right">{S.feedbackSatisfaction}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ name, group }) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={500}>
                {name}
              </Table.Th>
              <Table.Td ta="right">{formatCount(group.up)}</Table.Td>
              <Table.Td ta="right">{formatCount(group.down)}</Table.Td>
              <Table.Td ta="right">{satisfactionOf(group)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const modelName = (provider: string | null, model: string | null) =>
  provider === null ? S.feedbackNoModel : `${provider} / ${model ?? '—'}`;

/** The AI Oversight tab's "Reply feedback": ratings per mentor and per provider/model, and the latest reasons. */
export function FeedbackCard({ stats }: { stats: FeedbackStats | undefined }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="feedback-card">
      <Title order={3} size="h4">
        {S.feedbackTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {S.feedbackHint}
      </Text>
      {!stats ? (
        <Skeleton h={120} />
      ) : stats.byMentor.length === 0 ? (
        <Text size="sm">{S.feedbackNone}</Text>
      ) : (
        <Stack gap="md">
          <GroupTable
            title={S.feedbackByMentor}
            nameHeader={S.feedbackMentor}
            testId="feedback-by-mentor"
            rows={stats.byMentor.map((g) => ({ name: g.mentorName, group: g }))}
          />
          <GroupTable
            title={S.feedbackByModel}
            nameHeader={S.feedbackModel}
            testId="feedback-by-model"
            rows={stats.byModel.map((g) => ({ name: modelName(g.provider, g.model), group: g }))}
          />
          {stats.latestReasons.length > 0 && (
            <div>
              <Title order={4} size="h6" mb={4}>
                {S.feedbackLatest}
              </Title>
              <Stack
                gap={6}
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                data-testid="feedback-reasons"
              >
                {stats.latestReasons.map((r) => (
                  <li key={`${r.at}-${r.reason}`}>
                    <Text size="sm">
                      {r.rating === 'down' ? S.feedbackDown : S.feedbackUp}: “{r.reason}”
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.mentorName} · {modelName(r.provider, r.model)} · {formatDisplayDate(r.at)}
                    </Text>
                  </li>
                ))}
              </Stack>
            </div>
          )}
        </Stack>
      )}
    </Card>
  );
}
