// Words that say nothing about which story a title tells, in their normalised form (apostrophes
// dropped: "don't" → "dont"). Words of two letters or fewer are dropped anyway.
const ENGLISH = `
about above after again against all also among and any are around because been before being below
between both but can cannot could did does doing done down during each even ever every few for from
further had has have having her here hers herself him himself his how into its itself just like more
most much must near nor not now off once one only other our ours out over own same she should since
some still such than that the their theirs them then there these they this those though through too
under until upon very was were what when where which while who whom whose why will with within without
would yet you your yours dont doesnt didnt isnt arent wasnt werent wont cant couldnt shouldnt wouldnt
hasnt havent hadnt thats theres whats whos hes shes theyre youre weve ive ill youll
`;

// Headline furniture: stations add these to the same wire copy ("BREAKING: …", "… says NASA",
// "new", "expected to") without changing the story.
const HEADLINE = `
breaking update updates live latest developing exclusive watch listen report reports says say said
new another next big per cent across behind despite nearly amid back announce announces announced
expect expects expected
`;

export const STOPWORDS: ReadonlySet<string> = new Set(`${ENGLISH} ${HEADLINE}`.split(/\s+/).filter(Boolean));

/** Names a headline shortens, as whole normalised words (before the two-letter words are dropped). */
export const ALIASES: ReadonlyMap<string, string> = new Map([
  ['uk', 'united kingdom'],
  ['britain', 'united kingdom'],
  ['us', 'united states'],
  ['usa', 'united states'],
  ['america', 'united states'],
  ['eu', 'european union'],
  ['un', 'united nations'],
  ['fed', 'federal reserve'],
]);

/**
 * Headline words that stations swap for one another; each group meets at its first word. Only
 * common headline words: one with a second everyday sense ("top", "back") is left out.
 */
export const SYNONYM_GROUPS: readonly string[] = [
  'cut slash trim lower reduce',
  'raise hike increase lift boost',
  'fix patch',
  'flaw hole bug vulnerability',
  'hold leave keep',
  'steady unchanged',
  'beat defeat edge',
  'hit strike slam',
  'soar surge jump climb rise',
  'fall drop slide sink tumble dip decline slump plunge',
  'delay postpone',
  'unveil launch release introduce debut reveal',
  'approve pass clear',
  'resign quit',
  'warn caution',
  'search hunt',
  'suspect gunman shooter',
  'sue lawsuit',
  'deal agreement pact accord',
  'ban bar block',
  'probe investigate investigation',
  'chief ceo',
];
