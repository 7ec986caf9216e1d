// The word lists of the free-words chain (understand.ts). All five locales are English, so one
// list serves them all, with the words each locale adds ("footy", "telly", "bulletin", "the
// roads"). Multi-word entries are matched as whole words, longest first.
import { lines } from './lines';

/** Said before what the listener wants: "play", "put on some", "I want to hear the". */
export const CARRIERS = lines(`
get me up to speed on
get me up to speed with
bring me up to speed on
bring me up to speed with
right can you
right could you
whats been going on with
whats been going on
whats been happening with
whats been happening
what has been going on
what has been happening
just
is there
are there
do you reckon you could
you reckon you could
reckon you could
any chance you could
is there any chance you could
would you be able to
could you possibly
what did i miss
what have i missed
what i missed
what ive missed
if it can
if it could
if you can
if you could
it can
it could
you can
there is
theres
what all happened
what has happened
whats happened
what happened
uh
um
erm
er
ooh
hmm
yeah nah
yeah
nah
so
hey
well
righto
right then
right
go on then
go on
ok so
dunno
how about
id love to hear
i would love to hear
id love
i fancy hearing
i fancy
im after
i want to know about
i wanna know about
i want to know
i wanna know
talk to me about
tell us about
would you mind playing
alexa
please
can you
could you
would you
will you
play
put on
turn on
start
find
get
give
bring
show
read
let me hear
let me listen to
i want to hear
i want to listen to
i wanna hear
i would like to hear
id like to hear
i would like
id like
i want
listen to
tell me about
tell me
me
us
some
something from
a bit of
a little
more
any
all the
my
put
stick
stick on
pop on
chuck on
throw on
whack on
bung on
`);

/** Say nothing about what to play: dropped at either end ("the latest news", "news, please"). */
export const FILLERS = lines(`
um
uh
hey
okay so
ok so
right so
i guess
i suppose
would ya
would you
only
eh
mate
na
yaar
ji
then
okay
ok
cheers
ta
thank you
if you can
if you could
if you would
or something
for a bit
for a while
kindly
just
real quick
the
a
an
some
latest
newest
breaking
recent
fresh
now
right now
please
for me
thanks
in english
english
`);

/** What the words are about when nothing else is said: the news itself. */
export const NEWS_WORDS = lines(`
news
newscast
news bulletin
bulletin
highlights
the highlights
stories
story
bursts
burst
updates
update
items
whats new
anything new
whats happening
whats going on
what happened
whats the news
catch me up
catch up
fill me in
what did i miss
`);
/** Said before the news itself ("the top stories", "top headlines"): dropped at the start. */
export const NEWS_LEADS = lines(`
top
main
big
biggest
important
`);

/** "Bursts about X", "what's new on X": X is a topic, never a station or a playlist name. */
export const ABOUT_LEADS = lines(`
world of
anything new about
anything new on
anything new with
anything new in
something new about
something new on
any news about
any news on
any updates on
any update on
bursts about
bursts on
news about
news on
stories about
stories on
something about
something on
anything about
anything to do with
stuff about
stuff on
things about
content about
anything on
more about
whats new on
whats new with
whats new in
whats happening with
whats happening in
the latest on
the latest about
latest on
updates on
about
`);

/** "Something", "surprise me": the listener leaves the choice to the skill. */
export const SOMETHING = lines(`
you pick
dunno you pick
you decide
whatever it fancies
whatever you fancy
a random one
random one
anything random
whatever youve got
whatever you have
whatever you got
im not fussed
not fussed
anything of your choice
anything you think id like
something you think id like
whatever you think
whatever you reckon
something i might like
anything i might like
something id like
anything id like
something you reckon id like
something good to listen to
something
anything
whatever
surprise me
something interesting
something good
something new
something else
something different
something random
random
anything good
anything at all
whatever you like
whatever you want
you choose
your choice
stuff
something to listen to
whatever is on
whats on
`);

/** Words of time, each with what it means (time.ts). */
export const TIME_WORDS = {
  'this morning': 'this morning',
  morning: 'this morning',
  today: 'today',
  tonight: 'today',
  'this evening': 'today',
  evening: 'today',
  'this afternoon': 'today',
  'this arvo': 'today',
  arvo: 'today',
  'earlier today': 'today',
  yesterday: 'yesterday',
  'yesterday arvo': 'yesterday',
  'yesterday afternoon': 'yesterday',
  'yesterday morning': 'yesterday',
  'yesterday evening': 'yesterday',
  'last night': 'last night',
  overnight: 'last night',
  'this week': 'this week',
  'the past week': 'this week',
  'the last week': 'this week',
  'this weekend': 'weekend',
  'the weekend': 'weekend',
  weekend: 'weekend',
  'the past few days': 'last few days',
  'the last few days': 'last few days',
  'past few days': 'last few days',
  'last few days': 'last few days',
  'the last couple of days': 'last few days',
  'the past couple of days': 'last few days',
  'the last couple days': 'last few days',
  'recent days': 'last few days',
} as const;
/**
 * Said before a time, they are the time's too ("from yesterday", "over the weekend"); each time
 * is also heard with a possessive s ("yesterday's news", its apostrophe dropped).
 */
export const TIME_LEADS = lines(`
from
since
over
in
during
on
`);
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/**
 * A day of the week after a word of time, never alone ("cyber monday" is a topic): "since
 * monday", "last friday", "wednesday's" (its apostrophe dropped).
 */
const DAY_PARTS = ['night', 'morning', 'afternoon', 'evening', 'arvo'];
export const WEEKDAY_WORDS: Readonly<Record<string, Weekday>> = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`last ${d}`, d],
    [`${d}s`, d],
    // "from tuesday night", "monday morning": the day's part is the day's.
    ...DAY_PARTS.map((part) => [`${d} ${part}`, d]),
    ...TIME_LEADS.flatMap((l) => [[`${l} ${d}`, d], ...DAY_PARTS.map((part) => [`${l} ${d} ${part}`, d])]),
  ]),
);
export type TimeWord = (typeof TIME_WORDS)[keyof typeof TIME_WORDS] | Weekday;

/** Words of a short listen: the quick update's length (length.ts, QUICK_SEC). */
export const SHORT_WORDS = lines(`
real quick
real fast
quick one
short one
quickie
short
quick
brief
little
headlines
headline
news flash
newsflash
flash briefing
briefing
bulletin
rundown
roundup
round up
summary
recap
in a nutshell
the gist
short version
quick version
briefly
in brief
quickly
`);

/** "Local news", "news near me"; "my town", "round here" are read by form (place.ts). */
export const LOCAL_WORDS = lines(`
locally
around town
round my way
around my way
round town
in town
local
near me
nearby
around me
close to me
in the area
hometown
regional
neck of the woods
part of the world
part of town
`);

export const WEATHER_WORDS = lines(`
weather
weather forecast
forecast
weather report
weather update
`);
/**
 * The weather asked by what it does or what to wear, as the whole request ("is it going to chuck
 * it down", "do I need a brolly", "a snowfall warning"). A word for how it feels stands alone or
 * with where or when ("be windy later"): "Windy City Sports" is a show.
 */
export const WEATHER_FORM =
  /^((is|will) it (going to |gonna )?|its (going to |gonna )?)?(be )?((rain|raining|snow|snowing|storm|storms|hail|sleet|a scorcher|scorching|chuck it down|pour|pouring|bucket down|drizzle)\b|(hot|cold|warm|sunny|wet|windy|freezing)( out| outside| in \w+| at \w+)?( later| tonight| tomorrow| today| this \w+)?$)|^(an? |my )?(umbrella|brolly|jumper|jacket|coat|raincoat|winter boots|boots|sunscreen|sunnies|toque|beanie|gloves|scarf)\b|^(weather|snowfall|rainfall|storm|flood|heat|snow) (warning|warnings|alert|alerts)\b|^(whats|what is|hows|how is) it (looking )?(like )?outside\b|\bdo i need an? (umbrella|brolly|jacket|coat|jumper)\b/;
export const TRAFFIC_WORDS = lines(`
traffic
traffic report
traffic update
travel news
travel
the roads
roads
commute
`);

/**
 * Traffic by what it does on the roads, as the whole request or its start ("any hold ups on the
 * roads", "delays on the m1", "how bad the traffic is on the interstate").
 */
export const TRAFFIC_FORM =
  /^(any |the )?(delays|hold ups|holdups|tailbacks|jams|traffic jams|accidents|crashes|roadworks|road works|congestion|road closures|closures)( on| around| near| in)?\b|\btraffic\b|^(the )?roads\b/;

/** Music is not what the skill plays: "music", "songs", "some jazz", "country music". */
export const MUSIC_WORDS = lines(`
music
songs
song
a song
tunes
some tunes
my playlist
a playlist
my music
jazz
classical
hip hop
rap
reggae
blues
lofi
lo fi
edm
kpop
k pop
bollywood songs
album
an album
playlist
playlists
`);
/** Said at the end, they make any words music: "taylor swift songs", "the new coldplay album". */
export const MUSIC_ENDS = lines(`
songs
song
album
albums
tracks
music
playlist
discography
`);
/** Said at the start: "songs by adele", "music from the eighties". */
export const MUSIC_LEADS = lines(`
songs by
music by
songs from
music from
the song
the album
a song by
`);

/** Languages a listener may ask for; the API's bursts are English (docs/api-gaps.md). */
export const LANGUAGES = lines(`
spanish
french
german
italian
portuguese
hindi
tamil
telugu
bengali
marathi
urdu
punjabi
gujarati
kannada
malayalam
chinese
mandarin
cantonese
japanese
korean
arabic
russian
dutch
polish
turkish
greek
swedish
vietnamese
tagalog
filipino
hebrew
ukrainian
irish
welsh
gaelic
espanol
francais
deutsch
`);

/** "Podcasts about X", "radio about X": the source type, where the API can filter on it. */
export const SOURCE_TYPE_WORDS = {
  podcast: 'podcast',
  podcasts: 'podcast',
  'a podcast': 'podcast',
  'podcast episodes': 'podcast',
  radio: 'radio',
  'radio shows': 'radio',
  'radio show': 'radio',
  'talk radio': 'radio',
  'radio programs': 'radio',
  'radio programmes': 'radio',
} as const;
export type SourceTypeWord = (typeof SOURCE_TYPE_WORDS)[keyof typeof SOURCE_TYPE_WORDS];

/** Ends of a station's name: "KVTR Public Radio", "Hot 97 FM", "the BBC World Service". */
export const STATION_ENDS = lines(`
radio
public radio
community radio
radio station
station
fm
am
world service
network
`);
/** Broadcasters people name by themselves ("play the BBC"): a station, not a topic. */
/** How a broadcaster said by its first word alone is named ("play fox" from "play {category} news"). */
export const BROADCASTER_NAMES: Readonly<Record<string, string>> = { fox: 'fox news', sky: 'sky news' };
export const BROADCASTERS = lines(`
bbc
npr
cnn
abc
nbc
cbs
fox news
pbs
espn
cbc
sky news
lbc
itv
msnbc
cnbc
c span
cspan
bloomberg
al jazeera
ndtv
all india radio
triple j
talksport
fox
sky
times radio
wnyc
kqed
radio 4
radio four
radio 1
radio one
radio 2
radio two
radio 5 live
five live
`);

/** Said after a topic, they add nothing to it: "inflation stuff", "cricket coverage". */
export const TOPIC_TAILS = lines(`
stuff
things
bits
coverage
and stuff
going
going on
doing
looking
do
go
get on
gone
been saying
been doing
been up to
has been up
been up
up to
saying
did
went
fared
played
got on
went on
is
are
was
were
has
have
had
`);

/** Music by its genre: said at the end of the words, they are music ("some smooth jazz"). */
export const GENRES = lines(`
drum and bass
hottest hundred
hottest 100
bhajans
bhajan
kirtan
qawwali
ghazals
top forty
top 40
the charts
chart hits
garage
grime
afrobeats
gospel
ska
grunge
jazz
rock
pop
hip hop
rap
r and b
rnb
soul
funk
disco
techno
trance
dubstep
reggae
blues
metal
punk
indie
folk
classical
opera
lofi
lo fi
edm
kpop
k pop
bhangra
carnatic
ghazals
qawwali
bollywood
hits
tunes
beats
`);

/** What is heard, said after a language, beside the news words and source types ("tamil programmes"). */
export const LANGUAGE_MEDIA = lines(`
programmes
programs
programme
program
shows
show
channel
channels
stations
station
content
language
bulletins
songs
music
`);

/** Hedges around a length: "for like five minutes", "ten minutes or so", "about half an hour". */
export const LENGTH_HEDGES = lines(`
for
like
about
around
roughly
maybe
just
only
under
up to
max
at most
or so
ish
tops
or less
long
worth
`);

/** Words for a summary beside SHORT_WORDS: said with a length, they add nothing ("a three minute wrap"). */
export const SUMMARY_WORDS = lines(`
wrap
wrap up
digest
update
overview
catch up
`);

/** More like what plays, by form: "stories like this one", "something similar to that". */
export const RELATED_FORM =
  /\b(like|similar to) (this|that|the one)\b|\bmore of (this|that|the same)\b|\b(this|that) (sort|kind|type)\b|\bsimilar (stories|ones|bursts)\b|\balong these lines\b/;
/**
 * What is popular now, by form: "the most popular stories", "what's going viral", "what everyone's
 * banging on about", "the big story everyone's on about", "whatever's big right now", "the buzz".
 */
export const TRENDING_FORM =
  /^(the )?(most )?(popular|trending|viral|going viral|hot topics?|hottest)( stories| news| topics)?( right now| now| today)?$|^(whats |what is |what )?(the )?(big |hot )?(story |stories |thing )?(every ?(one|body)s?|people) (is |are )?((talking|banging on|going on|on|yakking|chatting|gossiping|buzzing) about|listening to)( today| right now| now| at the moment| this week| these days)?$|^(whatevers|whatever is|whats|what is) (big|hot|huge|popular)( right now| now| at the moment)?$|^(whats |what is )?the buzz( today| right now| now)?$/;
/**
 * A question about what plays, said as free words: "what station is this", "who's presenting",
 * "what's this program", "what is this news about", "what's this we're listening to".
 */
export const NOW_PLAYING_FORM =
  /^(what|which|whats) (station|channel|show|programme|program)( is this| this is| am i on| am i listening to|s this)\b|^who(s| is) (this|talking|speaking|presenting|the presenter|the host)\b|^(whats|what is) this( one)?( station| channel| show| programme| program| story| news| burst| clip)?( about| playing| were listening to| we are listening to| im listening to| i am listening to| on)?$|^this( one)?( station| channel| show| programme| program| story| news| burst| clip)( about| playing| on)?$|^this (playing|were listening to|we are listening to|im listening to|i am listening to)$/;
/** What the listener follows, by form: "my stuff", "the things I follow", "news from my follows". */
export const FOLLOWS_FORM =
  /^((news|bursts|stories|updates) )?((from|on|about|for) )?(my|the) (follows|stuff|topics|subscriptions|feed|own stuff)$|^(my |the )?(stuff|things|topics|ones|subjects) (that )?(i|im|i am|ive|i have) (follow|following|followed)$|^(my )?follows$/;
/** The listener's saved bursts, by form: "what I saved", "the ones I've bookmarked", "my saves". */
export const SAVED_FORM =
  /\b(i|ive|i have|we) (saved|bookmarked|kept)\b|\bmy (saved|saves|bookmarks)\b|\bsaved (bursts|stories|ones|items|clips)\b/;
