// The word lists of the free-words chain (understand.ts). All five locales are English, so one
// list serves them all, with the words each locale adds ("footy", "telly", "bulletin", "the
// roads"). Multi-word entries are matched as whole words, longest first.
import { lines } from './lines';

/** Said before what the listener wants: "play", "put on some", "I want to hear the". */
export const CARRIERS = lines(`
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
`);

/** Say nothing about what to play: dropped at either end ("the latest news", "news, please"). */
export const FILLERS = lines(`
eh
mate
na
yaar
ji
then
hey
okay
ok
right
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
  'this mornings': 'this morning',
  'from this morning': 'this morning',
  today: 'today',
  todays: 'today',
  'from today': 'today',
  tonight: 'today',
  tonights: 'today',
  'this evening': 'today',
  'this evenings': 'today',
  'this afternoon': 'today',
  'this afternoons': 'today',
  yesterday: 'yesterday',
  yesterdays: 'yesterday',
  'from yesterday': 'yesterday',
  'last night': 'last night',
  'last nights': 'last night',
  'from last night': 'last night',
  overnight: 'last night',
  'this week': 'this week',
  'this weeks': 'this week',
  'from this week': 'this week',
  'the past week': 'this week',
  'the last week': 'this week',
  'this weekend': 'weekend',
  'this weekends': 'weekend',
  'the weekend': 'weekend',
  'the weekends': 'weekend',
  'over the weekend': 'weekend',
  'from the weekend': 'weekend',
  'since the weekend': 'weekend',
  weekend: 'weekend',
  weekends: 'weekend',
  'the past few days': 'last few days',
  'the last few days': 'last few days',
  'past few days': 'last few days',
  'last few days': 'last few days',
  'over the last few days': 'last few days',
  'over the past few days': 'last few days',
  'in the last few days': 'last few days',
  'from the last few days': 'last few days',
  'the last couple of days': 'last few days',
  'the past couple of days': 'last few days',
  'the last couple days': 'last few days',
  'recent days': 'last few days',
  'over the last couple of days': 'last few days',
  'since overnight': 'last night',
  'from overnight': 'last night',
  morning: 'this morning',
  mornings: 'this morning',
  evening: 'today',
  evenings: 'today',
  'this arvo': 'today',
  'this arvos': 'today',
  arvo: 'today',
  'earlier today': 'today',
  'since yesterday': 'yesterday',
  // A day of the week after a word of time, never alone ("cyber monday" is a topic).
  'since monday': 'monday',
  'from monday': 'monday',
  'on monday': 'monday',
  'last monday': 'monday',
  mondays: 'monday',
  'since mondays': 'monday',
  'from mondays': 'monday',
  'since tuesday': 'tuesday',
  'from tuesday': 'tuesday',
  'on tuesday': 'tuesday',
  'last tuesday': 'tuesday',
  tuesdays: 'tuesday',
  'since tuesdays': 'tuesday',
  'from tuesdays': 'tuesday',
  'since wednesday': 'wednesday',
  'from wednesday': 'wednesday',
  'on wednesday': 'wednesday',
  'last wednesday': 'wednesday',
  wednesdays: 'wednesday',
  'since wednesdays': 'wednesday',
  'from wednesdays': 'wednesday',
  'since thursday': 'thursday',
  'from thursday': 'thursday',
  'on thursday': 'thursday',
  'last thursday': 'thursday',
  thursdays: 'thursday',
  'since thursdays': 'thursday',
  'from thursdays': 'thursday',
  'since friday': 'friday',
  'from friday': 'friday',
  'on friday': 'friday',
  'last friday': 'friday',
  fridays: 'friday',
  'since fridays': 'friday',
  'from fridays': 'friday',
  'since saturday': 'saturday',
  'from saturday': 'saturday',
  'on saturday': 'saturday',
  'last saturday': 'saturday',
  saturdays: 'saturday',
  'since saturdays': 'saturday',
  'from saturdays': 'saturday',
  'since sunday': 'sunday',
  'from sunday': 'sunday',
  'on sunday': 'sunday',
  'last sunday': 'sunday',
  sundays: 'sunday',
  'since sundays': 'sunday',
  'from sundays': 'sunday',
} as const;
export type TimeWord = (typeof TIME_WORDS)[keyof typeof TIME_WORDS];

/** Words of a short listen: the quick update's length (length.ts, QUICK_SEC). */
export const SHORT_WORDS = lines(`
quick one
a quick one
short one
a short one
quickie
potted
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

/** "Local news", "news near me". */
export const LOCAL_WORDS = lines(`
locally
local area
in the local area
around town
round town
in town
local
near me
nearby
around here
round here
around me
close to me
in my area
my area
in my town
my town
in my city
my city
from my area
in the area
hometown
regional
`);

export const WEATHER_WORDS = lines(`
weather
weather forecast
forecast
weather report
weather update
`);
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
and that
and all that
related stuff
related news
`);

/** Music by its genre: said at the end of the words, they are music ("some smooth jazz"). */
export const GENRES = lines(`
drum and bass
top forty
top 40
the top forty
the charts
chart hits
garage
grime
afrobeats
gospel
ska
synth pop
grunge
k pop hits
jazz
smooth jazz
rock
classic rock
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
heavy metal
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
bollywood hits
country and western
hits
tunes
beats
bangers
anthems
`);

/** What is heard, said after a language: "tamil programmes", "hindi channel". */
export const LANGUAGE_MEDIA = lines(`
news
radio
podcast
podcasts
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
bulletin
bulletins
stories
bursts
songs
music
`);

/** Hedges around a length: "for like five minutes", "ten minutes or so", "about half an hour". */
export const LENGTH_HEDGES = lines(`
for
for like
for about
for around
for maybe
for just
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

/** Words for a summary: said with a length, they add nothing ("a three minute roundup"). */
export const SUMMARY_WORDS = lines(`
roundup
round up
rundown
recap
summary
wrap
wrap up
wrapup
digest
bulletin
briefing
brief
update
overview
catch up
catchup
`);

/** More like what plays: "stories like this one", "something similar to this". */
export const RELATED_WORDS = lines(`
like this
like this one
like that
like that one
like the one playing
similar to this
similar to that
similar to this one
similar stories
similar ones
similar bursts
more of this
more of the same
along these lines
`);

/** The listener's saved bursts: "play back what I saved", "my saved stories". */
export const SAVED_WORDS = lines(`
what i saved
what ive saved
what i have saved
the ones i saved
the stories i saved
the bursts i saved
stuff i saved
things i saved
my saved
saved bursts
saved stories
saved ones
saved items
saved clips
my bookmarks
what i bookmarked
my saves
`);
