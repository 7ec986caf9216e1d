// How free words were understood, in one line for a developer (the local Echo's page and
// `npm run chat`, and the skill's log): the chain's steps that took words, with what each took.
import { isoSeconds } from '../model/duration-words';
import type { Understanding } from './understand';

export function describeUnderstanding(u: Understanding): string {
  const parts: string[] = [];
  for (const step of u.steps) {
    if (step === 'time' && u.time) parts.push(`time (${u.time})`);
    else if (step === 'length')
      parts.push(
        u.length !== undefined
          ? `length (${Math.round((isoSeconds(u.length) ?? 0) / 60)} min)`
          : 'length (short)',
      );
    else if (step === 'source-type' && u.sourceType) parts.push(`source type (${u.sourceType})`);
    else if (step === u.steps[u.steps.length - 1]) parts.push(target(u));
    else parts.push(step);
  }
  return parts.join(' → ');
}

function target(u: Understanding): string {
  const t = u.target;
  switch (t.kind) {
    case 'category':
      return t.id === '0' ? 'news (top stories)' : `category (id ${t.id})`;
    case 'search':
      if (!t.query) return 'search (any topic)';
      if (!t.lookup) return `search ("${t.query}")`;
      // The lookup is of the words as said when the chain took some of them ("the london briefing").
      return t.name
        ? `search ("${t.query}", after a source lookup of "${t.name}" a sure name match wins)`
        : `search ("${t.query}", after a source lookup a sure name match wins)`;
    case 'station':
      return `station ("${t.name}", else honest and the top stories)`;
    case 'report':
      return `report (${t.report})`;
    case 'language':
      return `language (${t.language}: only English)`;
    default:
      return t.kind;
  }
}
