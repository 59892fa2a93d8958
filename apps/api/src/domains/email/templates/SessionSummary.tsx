import { Heading, Text } from '@react-email/components';
import { colors, hasText, MailButton, MailLayout, Paragraphs, SectionHeading, styles } from './MailLayout';
import type { MailActionItem, MailFrame, SessionSummaryContent } from './types';

const SESSION_SUMMARY_REASON = 'session summary emails are on in your profile';

export function SessionSummary({ content, frame }: { content: SessionSummaryContent; frame: MailFrame }) {
  const insights = content.keyInsights.filter(hasText);
  const actionItems = content.actionItems.filter((item) => hasText(item.text));
  return (
    <MailLayout
      frame={frame}
      preview={`Your session with ${content.mentorName} on ${content.sessionDate}: the summary, insights and action items.`}
      reason={SESSION_SUMMARY_REASON}
    >
      <Text style={styles.text}>Here is the summary of your mentoring session.</Text>
      <Heading as="h1" style={{ ...styles.h1, margin: '8px 0 4px' }}>
        {content.sessionTitle}
      </Heading>
      <Text
        style={{ ...styles.muted, margin: '0 0 16px' }}
      >{`${content.mentorName} · ${content.sessionDate}`}</Text>
      {hasText(content.summary) && <Paragraphs text={content.summary} />}
      {insights.length > 0 && (
        <>
          <SectionHeading>Key insights</SectionHeading>
          <ul style={styles.list}>
            {insights.map((insight, i) => (
              <li key={i} style={styles.listItem}>
                {insight.trim()}
              </li>
            ))}
          </ul>
        </>
      )}
      {actionItems.length > 0 && (
        <>
          <SectionHeading>Action items</SectionHeading>
          <ul style={styles.list}>
            {actionItems.map((item, i) => (
              <ActionItem key={i} item={item} />
            ))}
          </ul>
        </>
      )}
      {hasText(content.progressMade) && (
        <>
          <SectionHeading>Progress</SectionHeading>
          <Paragraphs text={content.progressMade} />
        </>
      )}
      {hasText(content.nextSteps) && (
        <>
          <SectionHeading>Next steps</SectionHeading>
          <Paragraphs text={content.nextSteps} />
        </>
      )}
      <MailButton href={content.sessionUrl}>Open the session</MailButton>
    </MailLayout>
  );
}

function ActionItem({ item }: { item: MailActionItem }) {
  const label = item.completed ? 'Completed' : item.dueLabel;
  return (
    <li style={styles.listItem}>
      {item.text.trim()}
      {hasText(label) && (
        <>
          <br />
          <span style={{ ...styles.muted, color: item.completed ? colors.success : colors.muted }}>
            {label}
          </span>
        </>
      )}
    </li>
  );
}
