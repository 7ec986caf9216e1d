// Requests said in two clauses, the way people talk rather than the way samples are written:
// "my dad was asking about virat kohli, what's going on with him", "i've been curious about black
// holes lately, got anything on that", "something on the matildas, i've been meaning to catch up".
// One clause names the subject; the other asks about it with a pronoun, or says why the listener
// asks. Recognised by form (a clause that ends on a pronoun, a clause that opens with a person), not
// phrase by phrase, so that the chain reads the clause with the subject in it.
type Words = readonly string[];

/** A clause that asks about what was already named ends on one of these: "… with them". */
const BACK = new Set('them him her it that those this em'.split(' '));
/** Where such a clause opens: "what's going on with them", "got anything on that", "can you tell me". */
const ASKS = new Set(
  'whats what hows how any anything got have has can could is are do does tell whatre wheres whos'.split(' '),
);
const QUESTIONS = new Set('what which who whats whos how hows is are'.split(' '));
/** A person, opening a clause about the listener or someone they know. */
const PEOPLE = new Set('i im ive id ill we weve were our my me mum mom dad'.split(' '));
/** What links a person's clause to its subject: "asking about", "catch up on", "into". */
const LINKS = new Set('about on into regarding concerning with re'.split(' '));
/** A person's clause with one of these has a subject of its own ("what i missed in the football"). */
const OWN_LINKS = new Set([...LINKS, 'in', 'from', 'of', 'at', 'for']);
/** Words of interest in a clause that reaches its subject: "my buddy won't stop talking about". */
const INTEREST = new Set(
  'asking asked talking talked wondering wondered curious meaning interested keen reading heard hearing banging going raving obsessed'.split(
    ' ',
  ),
);
/** Said after the subject, about the listener's interest rather than the subject: "lately". */
const ASIDES = [['lately'], ['these', 'days'], ['of', 'late'], ['recently']];

/**
 * The words without a second clause that only points back ("what's going on with them") or says
 * why the listener asks ("i've been meaning to catch up"). Only from the third word on, so that a
 * request that is all question ("what's new with it") is left to the rest of the chain.
 */
export function dropAsideClauses(w: Words): Words {
  let out = w;
  // "… what's going on with them": from the last opener whose clause ends on a pronoun.
  // Not in a question that is one clause: "what station is this", "who is presenting this".
  if (BACK.has(out[out.length - 1] ?? '') && !QUESTIONS.has(out[0] ?? '')) {
    // The earliest opener among the last ten words: "can you tell me what is going on with him".
    for (let at = Math.max(2, out.length - 10); at < out.length - 1; at++) {
      if (ASKS.has(out[at] ?? '')) {
        out = out.slice(0, at);
        break;
      }
    }
  }
  // "… i've been meaning to catch up": a person's clause after the subject, with no link of its
  // own to a subject (so "news about what i missed" keeps its words).
  for (let at = 2; at < out.length; at++) {
    if (!PEOPLE.has(out[at] ?? '') || ['my', 'our', 'me'].includes(out[at] ?? '')) continue;
    const rest = out.slice(at + 1);
    // "i've got" is what is left of "i've got ten minutes" once the length went.
    const enough = rest.length >= 2 || ['got', 'have'].includes(rest[0] ?? '');
    if (!rest.some((x) => OWN_LINKS.has(x)) && enough && rest.length <= 8) {
      out = out.slice(0, at);
      break;
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const a of ASIDES) {
      if (out.length > a.length && a.every((x, i) => out[out.length - a.length + i] === x)) {
        out = out.slice(0, out.length - a.length);
        changed = true;
      }
    }
  }
  return out;
}

/**
 * "my father was asking about X", "i've been kind of curious about X", "i was wondering if there's
 * anything new about X", "my buddy won't stop talking about X": a clause that opens with a person
 * (or says its interest) and reaches its subject through a link within its first nine words. The
 * words after the link.
 */
export function personLead(w: Words): { p: Words; rest: Words } | undefined {
  const at = w.findIndex((x, i) => i > 0 && i <= 9 && LINKS.has(x));
  // Something must follow the link that is not a link too: "everyone's banging on about" is no subject.
  if (at < 0 || w.slice(at + 1).every((x) => OWN_LINKS.has(x))) return undefined;
  // "my" and "me" are carriers the chain has dropped by now: "buddy won't stop talking about".
  if (!PEOPLE.has(w[0] ?? '') && !w.slice(0, at).some((x) => INTEREST.has(x))) return undefined;
  return { p: w.slice(0, at + 1), rest: w.slice(at + 1) };
}
