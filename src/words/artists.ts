// Musicians people ask an Echo to play by name alone ("play some drake", "put on taylor swift"):
// the skill has no music, and a name said alone is a request for the music, not for talk about it
// ("news about taylor swift" is talk, and is searched). Well-known acts of the five locales'
// countries and worldwide; spelled as a speech recogniser writes them, without punctuation.
import { lines } from './lines';

export const ARTISTS = lines(`
taylor swift
drake
beyonce
adele
ed sheeran
rihanna
billie eilish
ariana grande
justin bieber
the weeknd
bruno mars
lady gaga
katy perry
harry styles
dua lipa
olivia rodrigo
post malone
kendrick lamar
eminem
kanye west
jay z
travis scott
bad bunny
shakira
sza
doja cat
lizzo
miley cyrus
selena gomez
sabrina carpenter
chappell roan
morgan wallen
luke combs
zach bryan
chris stapleton
kacey musgraves
dolly parton
johnny cash
willie nelson
garth brooks
carrie underwood
shania twain
celine dion
bryan adams
avril lavigne
alanis morissette
joni mitchell
neil young
leonard cohen
gordon lightfoot
the tragically hip
tragically hip
rush
nickelback
michael buble
shawn mendes
the guess who
arcade fire
elvis
elvis presley
michael jackson
madonna
prince
whitney houston
mariah carey
stevie wonder
aretha franklin
bob dylan
bruce springsteen
bon jovi
billy joel
elton john
the beatles
beatles
the rolling stones
rolling stones
queen
led zeppelin
pink floyd
the who
david bowie
fleetwood mac
abba
coldplay
radiohead
oasis
blur
arctic monkeys
the smiths
the cure
u2
muse
stormzy
dave
central cee
little mix
one direction
spice girls
take that
robbie williams
amy winehouse
florence and the machine
lewis capaldi
sam smith
george michael
kylie
kylie minogue
acdc
ac dc
inxs
midnight oil
cold chisel
jimmy barnes
john farnham
crowded house
tame impala
sia
keith urban
the wiggles
paul kelly
five seconds of summer
the kid laroi
vance joy
arijit singh
shreya ghoshal
lata mangeshkar
kishore kumar
ar rahman
a r rahman
sonu nigam
neha kakkar
badshah
diljit dosanjh
sidhu moose wala
atif aslam
honey singh
yo yo honey singh
kk
mohammed rafi
asha bhosle
bts
blackpink
metallica
nirvana
foo fighters
green day
linkin park
red hot chili peppers
guns n roses
aerosmith
journey
eagles
the eagles
kiss
bob marley
frank sinatra
nat king cole
louis armstrong
ella fitzgerald
ray charles
the killers
imagine dragons
maroon 5
twenty one pilots
the chainsmokers
calvin harris
david guetta
avicii
daft punk
snoop dogg
dr dre
tupac
nicki minaj
cardi b
megan thee stallion
lil wayne
j cole
usher
chris brown
alicia keys
john legend
pink
noah kahan
benson boone
gracie abrams
tate mcrae
hozier
`);
