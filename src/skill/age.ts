// "How long ago it aired", in words. The device's time zone is not in the request (it needs a
// settings API call), so the wording uses elapsed time rather than clock time of day.
import type { Translate } from './i18n';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function describeAge(createdAt: string | undefined, now: number, t: Translate): string {
  const at = createdAt ? Date.parse(createdAt) : NaN;
  if (!Number.isFinite(at)) return t('age_unknown');
  const elapsed = Math.max(0, now - at);
  if (elapsed < HOUR) return t('age_just_now');
  if (elapsed < DAY) return t('age_hours_ago', { count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return t('age_yesterday');
  return t('age_days_ago', { count: days });
}
