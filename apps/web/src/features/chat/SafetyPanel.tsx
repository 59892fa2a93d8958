import { Box, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import {
  SAFETY_UI,
  crisisRegionLabel,
  crisisResources,
  type CrisisResource,
  type SessionSafety,
} from '@mentor/validation';
import { IconExternalLink, IconLifebuoy, IconMessage, IconPhone } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './ChatView.module.css';

export interface SafetyPanelProps {
  /** The open session's safety flag (the panel shows only for a flagged session). */
  safety: SessionSafety;
}

function ResourceIcon({ href }: { href: string }) {
  const Icon = href.startsWith('tel:') ? IconPhone : href.startsWith('sms:') ? IconMessage : IconExternalLink;
  return (
    <ThemeIcon size={32} radius="xl" color="teal" variant="light" className={classes.safetyIcon} aria-hidden>
      <Icon size={17} />
    </ThemeIcon>
  );
}

/** One way to reach help: the whole row is the link (a call, a text, or the helpline directory in a new tab). */
function ResourceLink({ resource }: { resource: CrisisResource }) {
  const web = resource.href.startsWith('http');
  return (
    <a
      href={resource.href}
      className={classes.safetyLink}
      {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <ResourceIcon href={resource.href} />
      <span className={classes.safetyLinkText}>
        <span className={classes.safetyName}>{resource.name}</span>
        {/* Read as one line ("Samaritans — Call 116 123 …"); shown as two. */}
        <VisuallyHidden component="span"> — </VisuallyHidden>
        <span className={classes.safetyAction}>{resource.action}</span>
      </span>
    </a>
  );
}

/**
 * "Get help now": shown for as long as the open session is flagged by the safety screen (issue 22). The help lines
 * for the person's region, most important first, each a link that calls (or opens) the service, and where they
 * are for. Calm on purpose: a soft tint, no alarm colours, nothing to dismiss.
 */
export function SafetyPanel({ safety }: SafetyPanelProps) {
  const titleId = useId();
  const resources = crisisResources(safety);
  const note =
    safety.region === 'INTL' ? SAFETY_UI.intlNote : SAFETY_UI.regionNote(crisisRegionLabel(safety.region));
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      className={classes.safetyPanel}
      data-testid="safety-panel"
      data-category={safety.category}
    >
      <Box className={classes.safetyInner}>
        <Box className={classes.safetyHeading}>
          <IconLifebuoy size={20} aria-hidden className={classes.safetyTitleIcon} />
          <Title order={2} id={titleId} className={classes.safetyTitle}>
            {SAFETY_UI.panelTitle}
          </Title>
        </Box>
        <Text size="sm" className={classes.safetyIntro} data-testid="safety-intro">
          {SAFETY_UI.panelIntro[safety.category]}
        </Text>
        <ul className={classes.safetyList}>
          {resources.map((resource) => (
            <li key={`${resource.name}|${resource.href}`}>
              <ResourceLink resource={resource} />
            </li>
          ))}
        </ul>
        <Text size="xs" className={classes.safetyNote} data-testid="safety-note">
          {note}
        </Text>
      </Box>
    </Box>
  );
}
