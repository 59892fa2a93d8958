/**
 * Every user-facing message of the product spec (sections 2, 4, 5 and 8), once.
 * Strings marked "(chosen)" are where the spec names the situation but not the text.
 */
import {
  ADMIN_PAGE_SIZE_MAX,
  LIST_PAGE_SIZE_MAX,
  GOALS_MAX_PER_USER,
  ADMIN_SEARCH_MAX,
  ADMIN_SESSIONS_LIMIT_MAX,
  CHAT_MESSAGE_MAX,
  CHAT_REPLY_VERSIONS_MAX,
  FEEDBACK_REASON_MAX,
  CHAT_SEARCH_QUERY_MAX,
  GOAL_DESCRIPTION_MAX,
  INSPIRATION_TEXT_MAX,
  PASSWORD_MIN,
  SESSION_LENGTH_MINUTES,
  STARTER_SESSIONS_LIMIT,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_REPLY_HOURS,
  SUPPORT_REQUESTS_PER_HOUR,
  TRANSCRIPT_TOAST_MAX,
} from './constants';

export const MESSAGES = {
  auth: {
    unauthorizedTitle: 'Unauthorized',
    unauthorizedBody: 'You are logged out. Logging in again...',
    inspirationUnauthorized: 'Unauthorized: You are logged out. Logging in again...',
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'An account with this email already exists',
    tooManyAttempts: 'Too many sign-in attempts. Please try again in a few minutes.',
    tooManyRegistrations: 'Too many accounts were created from your network. Please try again later.', // (chosen)
    passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
    passwordTooLong: 'Password must be at most 256 characters', // (chosen)
    passwordRequired: 'Password is required',
    passwordTooWeak: 'This password is too easy to guess. Try a longer phrase of a few unrelated words.', // (issue 24)
    // The strength meter under a new password (issue 24).
    strengthLabel: 'Password strength', // (chosen)
    strengthLevels: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'], // (chosen)
    sessionExpiredTitle: 'Session Expired',
    sessionExpiredBody: 'Redirecting to login...',
    loading: 'Loading...',
    signOutConfirm: 'Are you sure you want to sign out?',
    signOutTitle: 'Sign out', // (chosen)
    signOut: 'Sign out', // (chosen)
    signOutFailed: 'Signing out failed. Please try again.', // (chosen)
    cancel: 'Cancel', // (chosen)
    oidcFailed: 'Sign-in with your identity provider failed. Please try again.', // (chosen)
    banned: 'This account has been suspended. Please contact support if you think this is a mistake.', // (chosen)
  },
  chat: {
    createSessionFailed: 'Failed to create chat session',
    sendFailed: 'Failed to send message',
    sessionLimitTitle: 'Session limit reached',
    sessionLimitBody: 'Please upgrade your subscription to continue',
    sessionLimitServer: 'Session limit reached. Please upgrade your subscription to continue.',
    sessionLimitBadge: 'Session limit reached - Please upgrade',
    /** At the limit, in a session already counted this month: it goes on until its 60 minutes are up. */
    sessionLimitBadgeCounted: 'No new sessions left this month - you can finish this one',
    invalidMentor: 'Please select a valid mentor type',
    messageRequired: 'Message cannot be empty',
    messageTooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
    /** A send's `mode` other than 'voice' (the hands-free voice mode) or none. */
    modeInvalid: 'Chat mode must be voice or left out',
    sessionTimeUp: `This session has reached its ${SESSION_LENGTH_MINUTES}-minute limit. Please start a new session.`,
    sessionNotFound: 'Session not found',
    sessionTitleRequired: 'Session title is required', // (chosen)
    sessionTitleTooLong: 'Session title must be at most 200 characters', // (chosen)
    tooManyRequests: 'Too many requests. Please wait a moment and try again.', // (chosen)
    replyInProgress: 'Your mentor is still answering. Please wait for the current reply to finish.', // (chosen)
    nothingToRegenerate: 'There is no reply to regenerate in this session.', // (chosen)
    onlyLastMessageEditable: 'Only your last message can be edited.', // (chosen)
    messageNotFound: 'Message not found', // (chosen)
    tooManyVersions: `This reply already has ${CHAT_REPLY_VERSIONS_MAX} versions. Send a new message to continue.`, // (chosen)
    onlyLastReplyVersions: 'Only the last reply can switch between versions.', // (chosen)
    feedbackRatingInvalid: 'Rating must be up or down', // (chosen)
    feedbackReasonTooLong: `Reason must be at most ${FEEDBACK_REASON_MAX} characters`, // (chosen)
    feedbackOnlyReplies: "Only the mentor's replies can be rated.", // (chosen)
    feedbackFailed: 'Could not save your feedback', // (chosen)
    versionFailed: 'Could not switch to that version', // (chosen)
    thinking: 'Thinking...',
    online: 'AI Mentor • Online',
    offline: 'Offline mentor', // issue: the header says so when no model is configured
    offlineHint: 'No AI model is configured on this server: the built-in offline mentor answers.', // (chosen)
    emptyTitle: 'Start a conversation',
    emptyAction: 'Start new session',
    newSession: '+ New',
    renameFailed: 'Failed to rename session', // (chosen)
    deleteFailed: 'Failed to delete session', // (chosen)
    sessionDeleted: 'Session deleted', // (chosen)
    searchRequired: 'Type something to search for', // (chosen)
    searchTooLong: `Search must be at most ${CHAT_SEARCH_QUERY_MAX} characters`, // (chosen)
    searchFailed: 'Could not search your sessions.', // (chosen)
    pinnedInvalid: 'Pinned must be true or false', // (chosen)
    archivedInvalid: 'Archived must be true or false', // (chosen)
    /** Continue on a reply that was not stopped, or not the session's last. */
    nothingToContinue: 'Only the last reply, when it was stopped, can be continued.', // (chosen)
  },
  ai: {
    rateLimited:
      'The AI mentor is receiving too many requests right now. Please wait a moment and try again.', // (chosen)
    unavailable: 'The AI mentor is unavailable right now. Please try again in a moment.', // (chosen)
    timeout: 'The AI mentor took too long to answer. Please try again.', // (chosen)
    unreachable: 'The AI mentor could not be reached. Please try again in a moment.', // (chosen)
    offlineVoice:
      'Voice transcription and spoken replies are not available while the mentor runs offline (no OpenAI-compatible server is configured).', // (chosen)
  },
  memory: {
    proOnly: 'Long-term memory is a Pro feature', // (chosen)
    notFound: 'Memory not found', // (chosen)
    // Profile Settings > Long-term memory (chosen: the spec names the feature, not its screen)
    sectionTitle: 'Long-term memory',
    description:
      'When on, your mentor keeps durable facts you share (your role, your goals, what you are working on) and uses them in later sessions, opening each new session aware of the last one. When off, nothing is remembered or used.',
    switchLabel: 'Remember me across sessions',
    proBadge: 'Pro',
    proNote: 'Long-term memory is a Pro feature. Your free trial has ended or you are on Starter.',
    upgradeLink: 'See plans',
    savedTitle: 'Memory',
    enabled: 'Long-term memory is on',
    disabled: 'Long-term memory is off. Saved memories are kept until you delete them, but not used.',
    updateFailTitle: 'Error',
    updateFail: 'Failed to update memory setting',
    listTitle: 'What your mentor remembers',
    empty: 'Nothing remembered yet. With memory on, facts from your sessions appear here.',
    loadFail: 'Failed to load memories',
    fromDeletedSession: 'From a deleted session',
    deleteLabel: 'Delete memory',
    deleteSuccessTitle: 'Deleted',
    deleteSuccess: 'Memory deleted',
    deleteFailTitle: 'Error',
    deleteFail: 'Failed to delete memory',
    clearAll: 'Delete all',
    clearConfirmTitle: 'Delete all memories?',
    clearConfirm: 'Your mentor will forget everything listed here. This cannot be undone.',
    clearSuccess: 'All memories deleted',
    clearFail: 'Failed to delete memories',
  },
  goals: {
    createSuccessTitle: 'Success',
    createSuccess: 'Goal created successfully',
    createFailTitle: 'Error',
    createFail: 'Failed to create goal',
    tooMany: `You can have at most ${GOALS_MAX_PER_USER} goals. Delete one to add another.`, // (chosen)
    updateFail: 'Failed to update goal',
    updateSuccess: 'Goal updated successfully',
    titleRequired: 'Title is required',
    titleTooLong: 'Title must be at most 200 characters', // (chosen)
    descriptionTooLong: `Description must be at most ${GOAL_DESCRIPTION_MAX} characters`,
    targetDateRequired: 'Target date is required',
    targetDateInvalid: 'Target date must be a valid date', // (chosen)
    invalidCategory: 'Please select a valid category', // (chosen)
    invalidStatus: 'Please select a valid status', // (chosen)
    milestoneTitleRequired: 'Milestone title is required', // (chosen)
    milestoneTitleTooLong: 'Milestone title must be at most 200 characters', // (chosen)
    tooManyMilestones: 'A goal can have at most 20 milestones', // (chosen)
    milestoneNotFound: 'Milestone not found', // (chosen)
    updateEmpty: 'Provide at least one field to update', // (chosen)
    notFound: 'Goal not found',
    completeRequiresFull: 'A goal can only be completed at 100% progress',
    completeOnlyActive: 'Only an active goal can be completed',
    completedLocked: 'A completed goal can no longer change progress',
    progressRange: 'Progress must be a whole number from 0 to 100',
    overdue: 'Overdue',
    dueToday: 'Due today',
    planned: 'Planned',
    completed: 'Completed',
    addProgress: '+10% Progress',
    markComplete: 'Mark Complete',
    startSession: 'Start coaching session',
    newGoal: 'New Goal',
    charactersLeft: 'characters left',
    undo: 'Undo', // (chosen)
    autoProgressUndone: 'The progress change from your session was undone', // (chosen)
    autoProgressUndoGone: 'This progress change can no longer be undone: the goal has changed since', // (chosen)
  },
  summaries: {
    completed: 'Completed',
    overdue: 'Overdue',
    dueToday: 'Due today',
    planned: 'Planned',
    viewDetails: 'View details',
    viewFullChat: 'View full chat',
    notFound: 'Summary not found', // (chosen)
    actionItemNotFound: 'Action item not found', // (chosen)
  },
  transcription: {
    tooLarge: 'Audio file too large. Please record a shorter message.',
    invalidFormat: 'Invalid audio format. Please try recording again.',
    serverError: 'Server error during transcription. Please try again in a moment.',
    authError: 'Authentication error. Please refresh the page and try again.',
    failedTitle: 'Transcription failed', // (chosen)
    failedGeneric: 'Could not transcribe your recording. Please try again.', // (chosen)
    noAudio: 'No audio was captured',
    noSpeech: 'No speech detected',
    recognizedTitle: 'Voice recognized successfully',
    micErrorTitle: 'Microphone error', // (chosen)
    micPermissionDenied:
      'Microphone access was denied. Allow microphone access in your browser settings and try again.', // (chosen)
    micNotFound: 'No microphone was found. Connect a microphone and try again.', // (chosen)
    micNotSupported:
      'Audio recording is not supported in this browser. Please use a recent version of Chrome, Edge, Firefox or Safari.', // (chosen)
    micSecurity:
      'Microphone access requires a secure (HTTPS) connection. Open the site over HTTPS and try again.', // (chosen)
    micFailed: 'Could not start recording. Please check your microphone and try again.', // (chosen)
    offlineUnavailable:
      'Voice transcription is not available on this server. You can still use browser dictation or type your message.', // (chosen)
    tooManyRequests: 'Too many voice requests. Please wait a moment and try again.', // (chosen)
    missingFile: 'No audio file was uploaded. Please try recording again.', // (chosen)
    record: 'Record a voice message', // (chosen)
    stopRecording: 'Stop recording', // (chosen)
    recording: 'Recording… press stop when you are done.', // (chosen)
    transcribing: 'Transcribing…', // (chosen)
  },
  speech: {
    audioErrorTitle: 'Audio Error',
    audioErrorBody: 'Could not play the spoken reply.', // (chosen)
    notSupportedTitle: 'Speech Not Supported',
    notSupportedBody: 'Your browser does not support spoken replies.', // (chosen)
    textRequired: 'Text to speak is required', // (chosen)
    textTooLong: 'Text to speak must be at most 4096 characters', // (chosen)
    invalidVoice: 'Voice must be alloy', // (chosen)
    voiceMode: 'Voice mode', // (chosen)
    voiceModeHint: 'Read new replies aloud', // (chosen)
    engineProvider: 'Mentor voice', // (chosen)
    engineBrowser: 'Browser voice', // (chosen)
    engineLabel: 'Spoken reply engine', // (chosen)
  },
  dictation: {
    notSupported: "Speech recognition isn't supported in this browser.",
    permissionDenied: 'Microphone permission denied. Allow access in browser settings.',
    permissionDeniedGoal: 'Microphone access denied. You can still type normally.',
    noSpeech: "I didn't catch that—try again.",
    noSpeechGoal: "I didn't catch that—try speaking again.",
    startFailed: "Couldn't start the mic. Please try again.",
    initializing: 'Initializing microphone…',
    listening: 'Listening… speak clearly. It will stop when you pause.',
    useMic: 'Use Mic',
    stop: 'Stop',
    dictate: 'Dictate your message', // (chosen)
    stopDictation: 'Stop dictation', // (chosen)
  },
  inspiration: {
    errorTitle: 'Error',
    successTitle: 'Success', // (chosen)
    createFailed: 'Failed to create inspiration item',
    updateFailed: 'Failed to update inspiration item',
    deleteFailed: 'Failed to delete inspiration item',
    reorderFailed: 'Failed to reorder items',
    createSuccess: 'Inspiration item created successfully',
    updateSuccess: 'Inspiration item updated successfully',
    deleteSuccess: 'Inspiration item deleted successfully',
    /** The delete toast's Undo (issue 24): the item back, in its place. */
    undoDelete: 'Undo', // (chosen)
    undoDeleteLabel: 'Undo: put the deleted item back', // (chosen)
    restoreSuccess: 'Inspiration item restored', // (chosen)
    restoreFailed: 'Failed to restore inspiration item', // (chosen)
    reorderSuccess: 'Items reordered successfully',
    emptyTitle: 'No items yet',
    emptyBody: 'Start by adding your first idea, event, note, or goal above',
    stepsEmpty: 'No steps yet — add the first one above',
    loginRequired: 'Please log in to access your inspiration board',
    logIn: 'Log In',
    title: 'Your Inspiration Board',
    searchPlaceholder: 'Search items...',
    stepPlaceholder: 'Add a step...',
    setDate: 'Set date',
    addItem: 'Add Item',
    editTitle: 'Edit Item',
    cancel: 'Cancel',
    saveChanges: 'Save Changes',
    footerTip: 'Tip: drag cards to reorder them. Press Ctrl/Cmd + Enter to add an item quickly.',
    textRequired: 'Text is required',
    textTooLong: `Text must be less than ${INSPIRATION_TEXT_MAX} characters`,
    invalidTag: 'Tag must be one of Idea, Event, Goal, Note', // (chosen)
    invalidPriority: 'Priority must be one of None, Low, Medium, High', // (chosen)
    stepTextRequired: 'Step text is required',
    dueDateFormat: 'Due date must be in yyyy-mm-dd format',
    itemIdRequired: 'Item ID is required',
    positionInvalid: 'Position must be a non-negative integer',
    positionTooLarge: 'Position must be at most 100000', // (chosen)
    reorderEmpty: 'At least one item is required',
    reorderDuplicate: 'Each item may appear only once',
    notFound: 'Inspiration item not found', // (chosen)
  },
  profile: {
    successTitle: 'Profile updated',
    successBody: 'Your profile has been successfully updated.',
    failTitle: 'Update failed',
    failBody: 'Failed to update profile. Please try again.',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    firstNameTooLong: 'First name must be at most 100 characters', // (chosen)
    lastNameTooLong: 'Last name must be at most 100 characters', // (chosen)
    invalidEmail: 'Invalid email address',
    saving: 'Saving...',
    saveChanges: 'Save Changes',
    notAvailable: 'N/A',
    admin: 'Admin',
    regularUser: 'Regular User',
  },
  onboarding: {
    primaryGoalRequired: 'Primary goal is required', // (chosen)
    primaryGoalTooLong: 'Primary goal must be at most 500 characters', // (chosen)
    invalidTimeHorizon: 'Please select a time horizon', // (chosen)
    invalidTone: 'Please select a preferred tone', // (chosen)
    goalDescriptionTooLong: `Goal description must be at most ${GOAL_DESCRIPTION_MAX} characters`, // (chosen)
    updateEmpty: 'Provide at least one field to update', // (chosen)
    // The three quick questions of the landing page's promise, plus the mentor type (chosen wording)
    questionsTitle: 'Three quick questions', // (chosen)
    questionsBody: 'Tell your mentor what you are working towards, so every session starts from your goal.', // (chosen)
    goalLabel: 'What is your main goal right now?', // (chosen)
    goalPlaceholder: 'e.g. Land a senior product role', // (chosen)
    horizonLabel: 'By when do you want to get there?', // (chosen)
    toneLabel: 'How should your mentor talk to you?', // (chosen)
    mentorLabel: 'Which mentor fits you best?', // (chosen)
    save: 'Save answers', // (chosen)
    savedTitle: 'Answers saved', // (chosen)
    savedBody: 'Your mentor will use them from your next session.', // (chosen)
    saveFailedTitle: 'Not saved', // (chosen)
    saveFailed: 'Your answers could not be saved. Please try again.', // (chosen)
    profileTitle: 'Mentoring profile', // (chosen)
    profileHint: 'Your onboarding answers. Your mentor uses them in every session.', // (chosen)
    saveProfile: 'Save mentoring profile', // (chosen)
    profileSavedTitle: 'Mentoring profile updated', // (chosen)
    profileSavedBody: 'Your mentor will use it from your next session.', // (chosen)
  },
  account: {
    // Account security, sessions and deletion (chosen: the spec has no such screens)
    currentPasswordRequired: 'Enter your current password', // (chosen)
    currentPasswordForEmail: 'Enter your current password to change your email address', // (chosen)
    wrongPassword: 'Current password is incorrect', // (chosen)
    samePassword: 'The new password must be different from the current one', // (chosen)
    emailFromProvider:
      'Your email address comes from your sign-in provider and cannot be changed here. Change it with your provider.', // (chosen)
    noPassword: 'Your account signs in through your identity provider, so it has no password to change here.', // (chosen)
    passwordChangedTitle: 'Password changed', // (chosen)
    passwordChanged: 'Your password was changed. Every other session was signed out.', // (chosen)
    sessionNotFound: 'Sign-in session not found', // (chosen)
    unknownBrowser: 'Unknown browser', // (chosen)
    unknownDevice: 'Unknown device', // (chosen)
    deleteConfirmHint: 'Type your email address to confirm that your account and all its data are deleted.', // (chosen)
    deleteConfirmRequired: 'Type your email address to confirm', // (chosen)
    deleteConfirmMismatch: 'That is not your email address. Type it exactly to confirm.', // (chosen)
    deletePasswordRequired: 'Enter your password to delete your account', // (chosen)
    deleted: 'Your account and all its data were deleted.', // (chosen)
    deletedTitle: 'Account deleted', // (chosen)
    deletedEmailed: 'A confirmation is on its way to your email address.', // (chosen)
    deleteTitle: 'Delete account', // (chosen)
    deleteWarning:
      'Deleting your account removes your profile, sessions, goals, summaries and inspiration board for good. This cannot be undone.', // (chosen)
    deleteButton: 'Delete account', // (chosen)
    deleteConfirmLabel: 'Your email address', // (chosen)
    deletePasswordLabel: 'Password', // (chosen)
    deletePasswordHint: 'Leave empty if you sign in only through your identity provider.', // (chosen)
    deleteFailedTitle: 'Delete failed', // (chosen)
    deleteFailed: 'Your account could not be deleted. Please try again.', // (chosen)
    changePasswordTitle: 'Change password', // (chosen)
    changePasswordHint: 'Changing your password signs out every other session.', // (chosen)
    currentPasswordLabel: 'Current password', // (chosen)
    newPasswordLabel: 'New password', // (chosen)
    changePasswordButton: 'Change password', // (chosen)
    changePasswordFailedTitle: 'Password not changed', // (chosen)
    changePasswordFailed: 'Your password could not be changed. Please try again.', // (chosen)
    sessionsTitle: 'Active sessions', // (chosen)
    sessionsHint: 'Browsers and devices signed in to your account.', // (chosen)
    thisDevice: 'This device', // (chosen)
    lastUsed: 'Last used', // (chosen)
    signOutSession: 'Sign out', // (chosen)
    signOutOthers: 'Sign out all other sessions', // (chosen)
    sessionSignedOutTitle: 'Signed out', // (chosen)
    sessionSignedOut: 'That session was signed out.', // (chosen)
    othersSignedOut: 'Every other session was signed out.', // (chosen)
    sessionsLoadFailed: 'Your sessions could not be loaded.', // (chosen)
    revokeFailedTitle: 'Sign-out failed', // (chosen)
    revokeFailed: 'The session could not be signed out. Please try again.', // (chosen)
    noOtherSessions: 'No other sessions are signed in.', // (chosen)
  },
  support: {
    successTitle: 'Support request sent',
    successBody: `We'll get back to you within ${SUPPORT_REPLY_HOURS} hours via email.`,
    subjectRequired: 'Subject is required',
    subjectTooLong: 'Subject must be at most 200 characters', // (chosen)
    messageTooShort: `Message must be at least ${SUPPORT_MESSAGE_MIN} characters`,
    messageTooLong: 'Message must be at most 5000 characters', // (chosen)
    invalidPriority: 'Priority must be low, normal or high', // (chosen)
    tooManyRequests: `You can send up to ${SUPPORT_REQUESTS_PER_HOUR} support requests an hour. Please try again later.`, // (chosen)
    notFound: 'Support request not found', // (chosen)
    invalidStatus: 'Status must be open or resolved', // (chosen)
  },
  export: {
    successTitle: 'Export completed',
    successBody: 'Your data has been downloaded.', // (chosen)
    failTitle: 'Export failed',
    failBody: 'There was an error exporting your data. Please try again.',
    noneSelectedTitle: 'No data selected',
    noneSelectedBody: 'Please select at least one data type to export.',
    noneSelected: 'No data selected — Please select at least one data type to export.',
    invalidFormat: 'Only JSON export is supported', // (chosen)
    title: 'Export Your Data', // (chosen)
    intro: 'Download a copy of your data as one JSON file. Choose what to include.', // (chosen)
    selectAll: 'Select All',
    deselectAll: 'Deselect All',
    summaryTitle: 'Export Summary', // (chosen)
    selectedTypes: 'Selected data types', // (chosen)
    estimatedSize: 'Estimated size', // (chosen)
    format: 'Format', // (chosen)
    button: 'Export Data',
    exporting: 'Exporting...', // (chosen)
    downloaded: 'Downloaded', // (chosen)
  },
  trial: {
    trialEnded: `Your trial ended. You're on the Starter plan (${STARTER_SESSIONS_LIMIT} sessions/month)`,
    upgrade: 'Upgrade', // (chosen)
  },
  billing: {
    paymentsDisabled: 'Online payment is not enabled on this server. An admin can change your plan for you.', // (chosen)
    alreadySubscribed: 'You already have a subscription. Use Manage billing to change or cancel it.', // (chosen)
    noBillingAccount: 'You have no billing account yet. Choose a plan to subscribe first.', // (chosen)
    providerUnavailable: 'The payment service could not be reached. Please try again in a moment.', // (chosen)
    invalidPlan: 'Please choose Pro or Founder+', // (chosen)
    invalidSignature: 'Invalid webhook signature', // (chosen)
    upgradeTitle: 'Choose your plan', // (chosen)
    upgradeSubtitle: 'Unlimited sessions, long-term memory and more. Change or cancel any time.', // (chosen)
    currentPlan: 'Current plan', // (chosen)
    yourTrial: 'Your trial', // (chosen)
    manageBilling: 'Manage billing', // (chosen)
    starterAfterTrial: 'You move to Starter when your trial ends.', // (chosen)
    adminManagedPlan: 'Your plan was set by an admin. An admin can change it for you.', // (chosen)
    checkoutFailTitle: 'Payment page unavailable', // (chosen)
    portalFailTitle: 'Billing portal unavailable', // (chosen)
    checkoutSuccessTitle: 'Payment received', // (chosen)
    checkoutSuccessBody: 'Thank you! Your new plan is active.', // (chosen)
    checkoutCancelledTitle: 'Checkout cancelled', // (chosen)
    checkoutCancelledBody: 'No payment was taken. Your plan has not changed.', // (chosen)
    currentPlanTitle: 'Current Plan',
    sessionsUsed: 'Sessions used this month', // (chosen)
    planStatus: 'Plan Status',
    nextBilling: 'Next Billing',
    notAvailable: 'N/A',
    statusActive: 'Active',
    cancelsAtPeriodEnd: 'Cancels at the end of the period', // (chosen)
    plansTitle: 'Plans', // (chosen)
    billingInfoTitle: 'Billing Information',
    paymentMethod: 'Payment method', // (chosen)
    billingAddress: 'Billing address', // (chosen)
    noCardOnFile: 'No card on file', // (chosen)
    noAddressOnFile: 'No billing address on file', // (chosen)
    update: 'Update',
    cancelSubscription: 'Cancel Subscription',
  },
  help: {
    title: 'Help & Support', // (chosen)
    subtitle: 'Guides, answers and a direct line to our team.', // (chosen)
    userGuideTitle: 'User Guide',
    userGuideBody: 'How sessions, plans and summaries work.', // (chosen)
    liveChatTitle: 'Live Chat',
    liveChatBody: 'Talk to your AI mentor right now.', // (chosen)
    communityTitle: 'Community/Discord',
    communityBody: 'Meet other members and share what works.', // (chosen)
    faqTitle: 'Frequently asked questions', // (chosen)
    faqSearchLabel: 'Search FAQs', // (chosen)
    faqSearchPlaceholder: 'Search FAQs...', // (chosen)
    contactTitle: 'Contact Support', // (chosen)
    contactSubtitle: `We reply within ${SUPPORT_REPLY_HOURS} hours via email.`, // (chosen)
    subjectLabel: 'Subject', // (chosen)
    messageLabel: 'Message', // (chosen)
    priorityLabel: 'Priority', // (chosen)
    send: 'Send request', // (chosen)
    sending: 'Sending...', // (chosen)
    sendFailTitle: 'Support request not sent', // (chosen)
    sendFailBody: 'Your request could not be sent. Please try again.', // (chosen)
  },
  /** The screen of the web app's error boundaries (a render error, a screen's code that failed to load). (chosen) */
  errorBoundary: {
    title: 'Something went wrong',
    chunkTitle: "This screen didn't load",
    body: 'MentorAI may have just been updated. Try again, or reload the page.',
    retry: 'Try again',
    reload: 'Reload page',
  },
  /** `POST /api/client-errors`: the web app's error reports (chosen; never shown: a refused report is dropped). */
  clientErrors: {
    kindInvalid: 'Kind must be render or chunk',
    messageRequired: 'Message is required',
    messageTooLong: 'Message is too long',
    stackTooLong: 'Stack is too long',
    routeInvalid: 'Route must be a path',
    tooLarge: 'Error report is too large',
    tooManyRequests: 'Too many error reports. Please try again in a minute.',
  },
  notFound: {
    title: '404 Page Not Found',
    hint: 'Did you forget to add the page to the router?',
  },
  faq: {
    noResults: 'No results. Try a different search term.',
    helpNoResults: 'No FAQs found matching your search.',
  },
  admin: {
    heading: 'Admin Dashboard: Manage users, billing, AI oversight, and platform analytics',
    userNotFound: 'User not found', // (chosen)
    cannotBanSelf: 'You cannot ban your own account', // (chosen)
    invalidTier: 'Plan must be starter, pro or founder', // (chosen)
    sessionsLimitRange: `Session limit must be -1 (unlimited) or a whole number from 0 to ${ADMIN_SESSIONS_LIMIT_MAX}`, // (chosen)
    planEditEmpty: 'Provide a plan or a session limit to change', // (chosen)
    invalidCursor: 'Invalid page cursor', // (chosen)
    pageSizeRange: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`, // (chosen)
    searchTooLong: `Search must be at most ${ADMIN_SEARCH_MAX} characters`, // (chosen)
    noAccessTitle: "You don't have access to this page", // (chosen)
    noAccessBody: 'The Admin Dashboard is for administrators. Ask an admin if you need access.', // (chosen)
    loadFailed: 'Could not load this data. Please try again.', // (chosen)
    planSavedTitle: 'Plan updated', // (chosen)
    planSavedBody: 'The user’s plan and session limit were saved.', // (chosen)
    planSaveFailed: 'Could not update the plan. Please try again.', // (chosen)
    bannedTitle: 'User banned', // (chosen)
    bannedBody: 'The user was signed out everywhere and can no longer sign in.', // (chosen)
    unbannedTitle: 'User unbanned', // (chosen)
    unbannedBody: 'The user can sign in again.', // (chosen)
    banFailed: 'Could not change the ban. Please try again.', // (chosen)
    resolvedTitle: 'Request resolved', // (chosen)
    resolvedBody: 'The support request was marked resolved.', // (chosen)
    resolveFailed: 'Could not resolve the request. Please try again.', // (chosen)
    actionFailedTitle: 'Error',
  },
  email: {
    // Address verification
    verifyResend: 'Send the link again', // (chosen)
    verifySent: 'Verification email sent. Check your inbox.', // (chosen)
    verifyTooMany: 'Too many verification emails. Please try again later.', // (chosen)
    verifyAlready: 'Your email address is already verified.', // (chosen)
    verifyInvalid: 'This verification link is invalid or has expired. Sign in and ask for a new one.', // (chosen)
    verifyDone: 'Your email address is verified.', // (chosen)
    // Password reset
    forgotLink: 'Forgot password?', // (issue 14)
    forgotTitle: 'Reset your password', // (chosen)
    forgotBody: "Enter your account's email address and we'll send you a link to set a new password.", // (chosen)
    forgotSubmit: 'Send reset link', // (chosen)
    forgotSent:
      "If an account exists for that address, we've sent a link to reset its password. The link works for 30 minutes.", // (chosen)
    resetTooMany: 'Too many reset requests. Please try again later.', // (chosen)
    resetTitle: 'Choose a new password', // (chosen)
    resetSubmit: 'Set new password', // (chosen)
    resetInvalid: 'This reset link is invalid or has expired. Please request a new one.', // (chosen)
    resetDone: 'Your password has been changed and every session signed out. Sign in with your new password.', // (chosen)
    tokenRequired: 'The link is missing its token', // (chosen)
    // Preferences and unsubscribe
    summaryEmailsLabel: 'Email me each session summary', // (chosen)
    summaryEmailsHint: 'When a session ends, its insights, action items and next steps arrive by email.', // (chosen)
    weeklyCheckinLabel: 'Weekly goal check-in', // (chosen)
    weeklyCheckinHint:
      'Every Monday at 8:00 in your time zone: your active goals and the action items due that week.', // (chosen)
    unverifiedHint: 'Emails are sent once your address is verified.', // (chosen)
    preferencesSaved: 'Email preferences saved', // (chosen)
    preferencesFailed: 'Failed to save email preferences', // (chosen)
    invalidTimeZone: 'Unknown time zone', // (chosen)
    unsubscribeTitle: 'Unsubscribe', // (chosen)
    unsubscribeInvalid: 'This unsubscribe link is invalid.', // (chosen)
    // Admin outbox
    outboxNotFound: 'Email not found', // (chosen)
    invalidOutboxStatus: 'Invalid email status', // (chosen)
    // The web app's screens for the mails (chosen)
    backToSignIn: 'Back to sign in', // (chosen)
    signIn: 'Sign in', // (chosen)
    goToDashboard: 'Go to dashboard', // (chosen)
    requestNewLink: 'Request a new link', // (chosen)
    verifyTitle: 'Verify your email address', // (chosen)
    verifying: 'Verifying your email address...', // (chosen)
    retry: 'Retry', // (chosen)
    verifySentTitle: 'Email sent', // (chosen)
    verifyResendFailedTitle: 'Email not sent', // (chosen)
    preferenceOn: 'on', // (chosen)
    preferenceOff: 'off', // (chosen)
    preferencesTitle: 'Email preferences', // (chosen)
    preferencesDescription: 'Verification and password emails are always sent. Choose which others you get.', // (chosen)
    timeZoneLabel: 'Time zone', // (chosen)
    verifyBannerLabel: 'Email verification', // (chosen)
    timeZoneUnset: 'not set yet', // (chosen)
    useBrowserTimeZone: "Use this browser's time zone", // (chosen)
    // Admin outbox (chosen)
    outboxTitle: 'Email outbox', // (chosen)
    outboxSmtpOff: 'SMTP is not configured: messages are kept here instead of being sent.', // (chosen)
    outboxEmpty: 'No emails here.', // (chosen)
    outboxFilter: 'Status', // (chosen)
    outboxAll: 'All', // (chosen)
    outboxQueued: 'Queued', // (chosen)
    outboxSent: 'Sent', // (chosen)
    outboxKept: 'Kept', // (chosen)
    outboxRetrying: 'Retrying', // (chosen)
    outboxFailed: 'Failed', // (chosen)
    outboxKindVerify: 'Email verification', // (chosen)
    outboxKindReset: 'Password reset', // (chosen)
    outboxKindSummary: 'Session summary', // (chosen)
    outboxKindCheckin: 'Weekly check-in', // (chosen)
    outboxKindAccountDeleted: 'Account deleted', // (chosen)
    outboxKindSignInAlert: 'Failed sign-ins alert', // (chosen)
    outboxKindSignUpAttempt: 'Sign-up with an existing address', // (chosen)
    outboxCreated: 'Created', // (chosen)
    outboxKind: 'Kind', // (chosen)
    outboxTo: 'To', // (chosen)
    outboxFrom: 'From', // (chosen)
    outboxSubject: 'Subject', // (chosen)
    outboxStatus: 'Status', // (chosen)
    outboxAttempts: 'Attempts', // (chosen)
    outboxLastError: 'Last error', // (chosen)
    outboxSentAt: 'Sent at', // (chosen)
    outboxNoSubject: 'Not rendered yet', // (chosen)
    outboxHeaders: 'Headers', // (chosen)
    outboxHtml: 'HTML part', // (chosen)
    outboxHtmlFrame: 'Email HTML', // (chosen)
    outboxText: 'Plain-text part', // (chosen)
    outboxNoPart: 'None', // (chosen)
    outboxShowMore: 'Show more', // (chosen)
    outboxRefresh: 'Refresh', // (chosen)
  },
  paging: {
    invalidCursor: 'Invalid page cursor', // (chosen; the same words as the admin lists')
    pageSizeRange: `Page size must be a whole number from 1 to ${LIST_PAGE_SIZE_MAX}`, // (chosen)
  },
  generic: {
    unauthorized: 'Unauthorized',
    notFoundGeneric: 'Not found',
    internal: 'Something went wrong. Please try again.',
    forbidden: 'Forbidden',
    originRefused: 'Cross-site request refused',
    validationFailed: 'Invalid input',
    /** A request line the router cannot read (a broken %-escape) or a path part too long (chosen). */
    badUrl: 'The address of this request is not valid',
    unsafeText: 'Text cannot contain NUL characters or broken Unicode', // (chosen)
    /** The database is unreachable or not answering (503 with Retry-After); the app recovers by itself. */
    databaseUnavailable: 'MentorAI is temporarily unavailable. Please try again in a moment.',
    /** A request body sent compressed (Content-Encoding gzip, br, ...): 415 before it is read (chosen). */
    compressedBody: 'Compressed request bodies are not accepted. Send the body uncompressed.',
    /** A tRPC request batching more than TRPC_MAX_BATCH_SIZE procedures (400; chosen). */
    batchTooLarge: 'Too many requests in one batch. Send at most 20 at a time.',
  },
} as const;

// ---------------------------------------------------------------------------
// Message builders
// ---------------------------------------------------------------------------

export const SESSION_LIMIT_BADGE = MESSAGES.chat.sessionLimitBadge;

/** The banner above every signed-in screen until the address is verified (chosen). */
export function verifyBannerText(email: string): string {
  return `Please verify your email address: we sent a link to ${email}.`;
}

/**
 * The sign-up page when the sign-in that follows sign-up is refused (issue 24): the same words whether the address
 * had an account, whose owner has been mailed, or not.
 */
export function signUpCheckEmailText(email: string): string {
  return `Check your email: we've sent a message to ${email}. It tells you how to continue.`;
}

/** The unsubscribe page once done (chosen). */
export function unsubscribedText(listLabel: string): string {
  return `You're unsubscribed from ${listLabel}. You can turn it back on in Profile Settings.`;
}

/** '1 session remaining this month' / '{n} sessions remaining this month'. */
export function sessionsRemainingLabel(n: number): string {
  return `${n} ${n === 1 ? 'session' : 'sessions'} remaining this month`;
}

/** Yellow trial banner: '3 days left in your Pro trial' / '1 day left in your Pro trial'. */
export function trialDaysLeftLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left in your Pro trial`;
}

/** Dictation error for an unrecognised code: 'Speech error: {code or unknown}'. */
export function speechErrorMessage(code?: string): string {
  return `Speech error: ${code && code.length > 0 ? code : 'unknown'}`;
}

/** Body of the 'Voice recognized successfully' toast: the text clipped to 100 characters ('…' when clipped). */
export function voiceRecognizedBody(text: string): string {
  return text.length > TRANSCRIPT_TOAST_MAX ? `${text.slice(0, TRANSCRIPT_TOAST_MAX)}…` : text;
}

/**
 * Transcription failure message for an HTTP status (spec section 8):
 * 413, 400, 500 and 401 have fixed texts, otherwise the server's error text
 * (or a generic fallback when the server sent none).
 */
export function transcriptionErrorMessage(status: number, serverText?: string | null): string {
  switch (status) {
    case 413:
      return MESSAGES.transcription.tooLarge;
    case 400:
      return MESSAGES.transcription.invalidFormat;
    case 500:
      return MESSAGES.transcription.serverError;
    case 401:
      return MESSAGES.transcription.authError;
    default:
      return serverText && serverText.trim().length > 0 ? serverText : MESSAGES.transcription.failedGeneric;
  }
}

/** Dictation error message for a SpeechRecognition error code; `variant: 'goal'` gives the goal text box wording. */
export function dictationErrorMessage(
  code: string | undefined,
  variant: 'default' | 'goal' = 'default',
): string {
  if (code === 'not-allowed' || code === 'service-not-allowed') {
    return variant === 'goal' ? MESSAGES.dictation.permissionDeniedGoal : MESSAGES.dictation.permissionDenied;
  }
  if (code === 'no-speech') {
    return variant === 'goal' ? MESSAGES.dictation.noSpeechGoal : MESSAGES.dictation.noSpeech;
  }
  return speechErrorMessage(code);
}

/** 'Show all {n}' button of summary cards. */
export function showAllLabel(n: number): string {
  return `Show all ${n}`;
}

/** Chat input counter 'n / 2000'. */
export function charCounterLabel(length: number, max: number = CHAT_MESSAGE_MAX): string {
  return `${length} / ${max}`;
}

/** Inspiration card footer 'Updated {date}'. */
export function updatedLabel(formattedDate: string): string {
  return `Updated ${formattedDate}`;
}

/** Generic API error text: '{status}: {body or status text}' (spec section 8). */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText.length > 0 ? bodyText : statusText}`;
}

/** A message starting with '401: ' and containing 'Unauthorized' is an unauthorized error (spec section 8). */
export function isUnauthorizedMessage(message: string): boolean {
  return message.startsWith('401: ') && message.includes('Unauthorized');
}
