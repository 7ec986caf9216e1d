// What a simulated story says (docs/stories.md, "On the simulator"). Real transcripts of two
// different stories about the same people say different things, while a re-air repeats its words
// and a wire copy is read nearly word for word. So each story's lines are drawn from a generator
// of its own (seeded by its burst id: the catalogue's other draws stay as they were), with its own
// figures, days and people, and only one line of its topic's common background.
import { capitalise } from './burst-parts';
import { createRng, hashString, type Rng } from './prng';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ROLES = [
  'a spokesperson',
  'the chief executive',
  'a senior official',
  'an analyst at a London bank',
  'the minister',
  'a local councillor',
  'the head of the regulator',
  'a union leader',
  'a former adviser',
  'the lead investigator',
];
const FIRST = [
  'Maria',
  'James',
  'Aisha',
  'Tom',
  'Priya',
  'Daniel',
  'Sofia',
  'Kwame',
  'Elena',
  'Marcus',
  'Yuki',
  'Omar',
  'Grace',
  'Liam',
  'Nadia',
  'Pedro',
];
const LAST = [
  'Okafor',
  'Brennan',
  'Castillo',
  'Novak',
  'Haddad',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Ferreira',
  'Walsh',
  'Kowalski',
  'Adeyemi',
  'Romano',
  'Singh',
  'Dubois',
  'Park',
];
const SAID = [
  'said',
  'told reporters',
  'confirmed',
  'announced',
  'warned',
  'insisted',
  'wrote in a statement',
];
const CLAIMS = [
  'the change would take effect within {n} weeks',
  'about {n} people had been affected so far',
  'costs had risen by {n} percent since last spring',
  'a final decision was expected before {day}',
  'the review had found {n} separate problems',
  'the company would hire {n} more staff next year',
  'talks were set to resume on {day}',
  'the vote passed by {n} votes to {m}',
  'the deadline had been moved back by {n} days',
  'sales fell {n} percent in the last quarter',
  'the fund would pay out {n} million dollars',
  'more than {n} complaints had been filed',
  'the plan covered {n} towns along the coast',
  'officials counted {n} incidents overnight',
  'the trial would involve {n} volunteers',
  'shares jumped {n} percent in early trading',
];
const DETAILS = [
  'Crowds gathered outside the {place} offices on {day} morning.',
  'The figures were published late on {day} after a delay of {n} hours.',
  'Critics in {place} called the move rushed and asked for an inquiry by {day}.',
  'Earlier drafts of the plan were rejected {n} times in {place}.',
  'Engineers in {place} spent {n} hours checking the systems before the announcement.',
  'Residents of {place} said they had waited {n} years for an answer.',
  'The agreement still needs the approval of {n} member states by {day}.',
  'Rival groups in {place} promised to challenge the decision in court on {day}.',
  'Ticket sellers in {place} reported {n} thousand sales within the hour.',
  'A second meeting is planned for {day} in {place}.',
  'Insurers in {place} estimate the damage at {n} million.',
  'Observers in {place} noted it was the first such step in {n} decades.',
];
const PLACES = [
  'Leeds',
  'Lyon',
  'Porto',
  'Krakow',
  'Osaka',
  'Tucson',
  'Halifax',
  'Mombasa',
  'Adelaide',
  'Bergen',
  'Cordoba',
  'Dundee',
  'Graz',
  'Izmir',
  'Jaipur',
  'Nantes',
];

function filled(rng: Rng, template: string): string {
  return template
    .replace(/\{n\}/g, () => String(rng.int(3, 950)))
    .replace(/\{m\}/g, () => String(rng.int(3, 950)))
    .replace(/\{day\}/g, () => rng.pick(DAYS))
    .replace(/\{place\}/g, () => rng.pick(PLACES));
}

/**
 * A story's own lines: a lead that names who it is about with a figure of its own, a quote from
 * somebody named, and a detail; in all, well over the dozen content words a print needs to
 * judge by text.
 */
export function storyLines(burstId: string, subject: string): string[] {
  const rng = createRng(hashString(`lines:${burstId}`));
  const [claim, other] = rng.sample(CLAIMS, 2) as [string, string];

  const person = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  return [
    `${capitalise(subject)} ${rng.pick(SAID)} on ${rng.pick(DAYS)} that ${filled(rng, claim)}.`,
    `${capitalise(rng.pick(ROLES))}, ${person}, ${rng.pick(SAID)} ${filled(rng, other)}.`,
    filled(rng, rng.pick(DETAILS)),
  ];
}

/** How a station opens wire copy it reads: its own words before the wire's. */
const STATION_INTROS = [
  'This is {station} news.',
  'From the {station} newsroom.',
  'On {station}, the latest.',
];

/** Wire copy as another station reads it: its own opening, the same words, sometimes the last line dropped. */
export function wireLines(copyId: string, lines: readonly string[], station: string): string[] {
  const rng = createRng(hashString(`wire:${copyId}`));
  const intro = rng.pick(STATION_INTROS).replace('{station}', station);
  const body = lines.length > 3 && rng.chance(0.5) ? lines.slice(0, -1) : [...lines];
  return [intro, ...body];
}
