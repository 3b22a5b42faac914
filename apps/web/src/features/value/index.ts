// The public surface of the value feature: other features import from here only (decision 0015).
export { valueKeys } from './api/query-keys';
export { formatDollars, formatDollarsShort } from './utils/value-format';
export { SocialFollowingForm } from './components/social-following-form';
export { ValueTag } from './components/value-tag';
