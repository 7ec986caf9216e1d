// Words about the listener rather than the content: "while I cook", "for the drive", "before
// work", "to fall asleep to". They say when or where the listener hears it, never what to play,
// so they are taken out before anything else reads the words. Recognised by their form — a clause
// that opens with a linking word and a person ("while i …", "as we …"), a linking word with an
// activity ("while cooking", "during my commute"), a place the listener is ("in the car") — not
// listed phrase by phrase.
import { lines } from './lines';

type Words = readonly string[];

/** Open a clause about the listener: "while i cook", "as we drive", "when im in the car". */
const CLAUSE_LINKS = new Set('while whilst as when whenever till until so before after once'.split(' '));
/** Who the clause is about. */
const PEOPLE = new Set('i im ive id ill we were weve you youre my our the kids everyone'.split(' '));

/** "while cooking", "for the drive", "during my commute", "over breakfast": an activity. */
const ACTIVITY_LINKS = new Set('while whilst for during over on with at in before after'.split(' '));
const OWNERS = new Set('my the our this a me'.split(' '));

/** What people do while they listen: the nouns of "for the drive", "during breakfast". */
export const ACTIVITIES = lines(`
drive
drive to work
drive home
drive in
drive to school
commute home
commute to work
walk to work
walk home
walk to school
run to school
trip to work
commute
walk
run
jog
workout
gym
breakfast
brekkie
brekky
lunch
dinner
tea
coffee
cuppa
chai
cooking
school run
journey
trip
ride
road trip
the road
train
bus
tube
metro
subway
shower
dishes
washing up
chores
housework
cleaning
gardening
ironing
bedtime
bed
sleep
work
school
class
uni
college
office
desk
way in
way home
way to work
way to school
kitchen
car
background
meeting
shift
errands
appointment
barbie
bbq
rink
`);

/** Said as the whole situation: "to fall asleep to", "to keep me company". */
const WHOLE = lines(`
to fall asleep to
to sleep to
to wake up to
to keep me company
to pass the time
on the go
on the way
on my way
in the background
in the car
at my desk
at work
`).map((p) => p.split(' '));

/** What may follow the activity: "for the drive home would ya". */
const COURTESY = new Set('please thanks today now would ya you mate eh cheers ta'.split(' '));

const ACTIVITY_WORDS = ACTIVITIES.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);

function startsAt(w: Words, p: Words, at: number): boolean {
  return p.length > 0 && p.every((x, i) => w[at + i] === x);
}

/** Pronouns only: "before the election" is content, "before i head to work" is not. */
const PRONOUNS = new Set('i im ive id ill we were weve you youre'.split(' '));
const LOOSE_LINKS = new Set('before after once till until so'.split(' '));

function opensClause(word: string, next: string): boolean {
  if (!CLAUSE_LINKS.has(word)) return false;
  if (LOOSE_LINKS.has(word)) return PRONOUNS.has(next);
  return PEOPLE.has(next) || (/ing$/.test(next) && next !== 'nothing' && next !== 'something');
}

/** Where a request verb starts again after a clause said first ("while i cook play the news"). */
const VERBS = new Set(
  'play put give read tell find get start can could let throw chuck stick pop whack bung catch fill'.split(
    ' ',
  ),
);
/** Words in -ing that are no activity: "trending", "breaking", "something". */
const NOT_DOING = new Set(
  'something nothing anything everything morning evening trending breaking boxing wedding'.split(' '),
);

/** The words about the listener, if any, and the words without them. */
export function situationIn(w: Words): { rest: string[]; situation?: string } {
  for (let at = 0; at < w.length; at++) {
    const word = w[at] ?? '';
    const next = w[at + 1] ?? '';
    let end = -1;
    const whole = WHOLE.find((p) => startsAt(w, p, at));
    if (whole) {
      end = at + whole.length;
      // "on the way to work", "on my way home": where the way goes is the situation's too.
      // "… to the rink": an owner word goes with the place after it.
      if (whole[whole.length - 1] === 'way') {
        if (w[end] === 'to') end += OWNERS.has(w[end + 1] ?? '') && end + 2 < w.length ? 3 : 2;
        else if (['home', 'in', 'back'].includes(w[end] ?? '')) end += 1;
      }
    } else if (opensClause(word, next) && at > 0) end = w.length;
    else if (
      at === 0 &&
      (opensClause(word, next) || PRONOUNS.has(word) || (/ing$/.test(word) && !NOT_DOING.has(word)))
    ) {
      // Said first ("while i cook play …", "heading out for a run give me …", or "i cook dinner
      // play …" after "while" took the sample's place): the clause runs to the request's verb.
      const verb = w.findIndex((x, i) => i > at + 1 && VERBS.has(x));
      end = verb > 0 ? verb : -1;
    } else if (ACTIVITY_LINKS.has(word)) {
      let i = at + 1;
      while (OWNERS.has(w[i] ?? '') && i < at + 3) i++;
      let activity = ACTIVITY_WORDS.find((p) => startsAt(w, p, i));
      // "before my arvo meeting", "for my morning run": one word may say which.
      if (!activity && i > at + 1) {
        activity = ACTIVITY_WORDS.find((p) => startsAt(w, p, i + 1));
        if (activity) i++;
      }
      // An activity ends the words, or only the listener's own words follow it.
      if (activity && (i > at + 1 || !['for', 'on', 'in', 'at'].includes(word) || activity.length > 1)) {
        const after = i + activity.length;
        if (after === w.length || w.slice(after).every((x) => COURTESY.has(x))) end = after;
      }
    }
    if (end > at) {
      const situation = w.slice(at, end).join(' ');
      return { rest: [...w.slice(0, at), ...w.slice(end)], situation };
    }
  }
  return { rest: [...w] };
}
