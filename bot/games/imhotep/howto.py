"""How to play Imhotep in Discord, per locale: sections of Markdown for embed fields.

`HOW_TO_PLAY[locale]` is a list of sections, each at most `SECTION_LIMIT` characters (an embed
field holds 1024), the first line of each a bold title. Every locale has the same sections in
the same order, so a reader can switch language section by section. The rules are side A of the
sites as the engine plays them (`docs/imhotep-rules.md`); the Italian follows the words of the
Italian rulebook (cava, tassello stoccaggio, carta round, carico minimo, ...). Slash commands
and their option names are the same in every language, as Discord shows them.
"""

from __future__ import annotations

SECTION_LIMIT = 1000

_EN = [
    """**Goal**
Imhotep is played over 6 rounds by 2-4 builders of Egypt. Ship your stones to five sites - \
Market, Pyramid, Temple, Burial Chamber and Obelisks - and score the most points. Each player \
has 30 stones of their colour (black, white, brown, gray, in seat order) in the **quarry**; \
at the start the first player puts 2 on their **sled**, the next 3, then 4 and 5. Stones only \
travel by ship: from the sled onto a ship, and with the ship to a site. The board image shows \
every site, the round's ships and each player's sled, quarry and cards.""",
    """**Your turn: exactly one action**
- **Take stones**: up to 3 from your quarry onto your sled; the sled holds at most 5, and \
with a full sled or an empty quarry you cannot.
- **Place a stone**: 1 from your sled on any empty slot of a ship that has not sailed.
- **Sail a ship**: any ship carrying its minimum load, to a site no ship has gone to this \
round. It need not carry your stones.
- **Play a blue card** you hold (see Cards).
Then the next player's turn. You may pass only when none of these is possible.""",
    """**Ships**
Each round a round card shows the 4 ships of the round, numbered 1-4 on the image, with 1 to \
4 slots. A ship sails only with its minimum load: 3 stones on a 4-slot ship, 2 on a 3-slot \
ship, 1 on a 2- or 1-slot ship. Slots are numbered from 1, the bow, drawn at the left: at the \
site the stones are unloaded one by one from the bow, empty slots skipped, and each goes onto \
the site for its owner. The empty ship stays there until the round ends: one ship per site \
per round.""",
    """**Market**
4 market cards lie face up each round. When a ship reaches the Market, each stone it brings \
lets its owner take 1 of the face-up cards, in unloading order: the bot asks each of them in \
turn (`/imhotep pick` or the select under the prompt). Then the ship's stones go back to their \
owners' quarries. Cards taken are kept face up, so everyone sees them.""",
    """**Pyramid**
Scores at once. Stones fill the 14 spaces in a fixed order: the 3x3 base column by column, \
each from the top (2, 1, 3 / 2, 4, 3 / 2, 1, 3 points), then the 2x2 level (2, 3, 1, 3), then \
the top (4). Each stone scores the points of its space for its owner. When the Pyramid is \
full, every further stone brought here scores 1 point.""",
    """**Temple**
Scores at the end of every round. Stones fill the 5 spaces from the left (only 4 with 2 \
players); when the first level is full the next stones go on top, again from the left, with \
no height limit. At each round's end every stone on top of a space scores 1 point for its \
owner; covered stones score nothing.""",
    """**Burial Chamber**
Scores at the end of the game. Stones fill 3 rows column by column, each column from the top, \
with no limit to the right. At the end each group of stones of one colour touching side by \
side scores for its owner: 1, 3, 6, 10, 15 points for 1-5 stones, and 2 more for each stone \
beyond 5 (a group of 6 scores 17). Every group counts, not only the largest.""",
    """**Obelisks**
Scores at the end of the game. Each player builds their own obelisk: every stone brought here \
goes on its owner's stack. At the end the stacks are ranked by height: with 2 players 10 / 1 \
points, with 3 players 12 / 6 / 1, with 4 players 15 / 10 / 5 / 1. Tied players add up the \
points of the places they share and split them, rounded down. A player with no stone here \
scores nothing.""",
    """**Cards**
- **Red** (Entrance, Sarcophagus, Paved Path): at once put 1 stone from your quarry on the \
first free space of the Pyramid, Burial Chamber or Obelisks; then the card is discarded.
- **Green** Decorations (Pyramid, Temple, Burial Chamber, Obelisks): at the end 1 point per 3 \
stones of any colour at that site.
- **Violet** Statue: at the end 1/2/3/4/5 statues score 1/3/6/10/15, 2 more per statue \
beyond 5.
- **Blue**, played once as your turn's action: **Hammer** take stones, then you may place 1; \
**Chisel** place 2 stones (one ship or two); **Sail** place 1 stone on a ship, then sail that \
ship; **Lever** sail a ship choosing the unloading order. Each blue card never played scores \
1 point at the end.""",
    """**Rounds and the end**
A round ends when all 4 ships have sailed: the Temple scores, the market cards left are \
discarded, and the next round card and 4 new cards are revealed. The player after the one \
who sailed the fourth ship starts. After round 6 the Burial Chamber, Obelisks, Decorations, \
Statues and unplayed blue cards score. Most points wins; on a tie, the most stones left on \
the sled; still tied, the win is shared. Option `pharaohs_wrath` (at `/game create`): at the \
end, a player with no stone at one of Pyramid, Temple, Burial Chamber or Obelisks loses 5 \
points.""",
    """**Playing in Discord: moves**
On your turn the bot pings you; the buttons and selects under the prompt offer only your legal \
moves (**Take stones**, **Place a stone...**, **Sail a ship...**, **Play a card...**, \
**Take a card...**). Each move also has a command:
`/imhotep take`
`/imhotep place ship:2 slot:1`
`/imhotep sail ship:3 site:pyramid`
`/imhotep pick card:statue` (when the market asks you)
`/imhotep play card:hammer ship:1 slot:3` (ship and slot may be left out)
`/imhotep play card:chisel ship:1 slot:2 ship2:3 slot2:1`
`/imhotep play card:sail ship:4 slot:1 site:temple`
`/imhotep play card:lever ship:2 site:market order:3,1,2`
`/imhotep pass` (only when nothing else is possible)""",
    """**Playing in Discord: the table**
`/game status` - where the game stands, with the board.
`/game board` - the board image, for you alone.
`/game history last:20` - the last 20 moves in words.
`/game rules` - the short summary.
Ships and slots are numbered from 1, as on the board image. After every move the bot posts \
the board in the channel and pings whoever must decide next.""",
]

_IT = [
    """**Scopo del gioco**
Imhotep si gioca in 6 round, da 2 a 4 costruttori d'Egitto. Porta le tue pietre in cinque \
luoghi - Mercato, Piramide, Tempio, Tomba e Obelischi - e ottieni più punti di tutti. Ogni \
giocatore ha 30 pietre del suo colore (nero, bianco, marrone, grigio, nell'ordine dei posti) \
nella **cava**; all'inizio il giocatore iniziale mette 2 pietre sul suo **tassello \
stoccaggio**, il successivo 3, poi 4 e 5. Le pietre viaggiano solo in barca: dal tassello \
stoccaggio a una barca, e con la barca a un luogo. L'immagine del tabellone mostra ogni luogo, \
le barche del round e il tassello, la cava e le carte di ciascuno.""",
    """**Il tuo turno: una sola azione**
- **Prendere pietre**: fino a 3 dalla cava sul tuo tassello stoccaggio, che ne tiene al \
massimo 5; con il tassello pieno o la cava vuota non puoi.
- **Caricare 1 pietra su una barca**: dal tassello in una casella vuota di una barca non \
ancora partita.
- **Condurre 1 barca in un luogo**: una barca con il carico minimo, verso un luogo dove in \
questo round non è andata nessuna barca. Non deve per forza portare pietre tue.
- **Giocare una carta mercato blu** che hai (vedi Carte).
Poi tocca al giocatore successivo. Puoi passare solo se nessuna di queste è possibile.""",
    """**Barche**
A ogni round una carta round indica le 4 barche del round, numerate 1-4 sull'immagine, da 1 a \
4 caselle. Una barca parte solo con il carico minimo: 3 pietre su una barca da 4 caselle, 2 \
su una da 3, 1 su una da 2 o da 1. Le caselle sono numerate da 1, la prua, disegnata a \
sinistra: al luogo le pietre vengono scaricate una per una a cominciare da quella più avanti, \
le caselle vuote ignorate, e ognuna va sul luogo per il suo proprietario. La barca vuota \
rimane lì fino alla fine del round: una sola barca per luogo a ogni round.""",
    """**Mercato**
A ogni round ci sono 4 carte mercato scoperte. Quando una barca raggiunge il Mercato, per \
ogni pietra portata il suo proprietario prende 1 delle carte scoperte, nell'ordine di \
scarico: il bot lo chiede a ciascuno a turno (`/imhotep pick` o il menu sotto l'avviso). Poi \
le pietre della barca tornano nella cava dei proprietari. Le carte prese restano scoperte \
davanti a sé, e tutti le vedono.""",
    """**Piramide**
Fa ottenere punti subito. Le pietre riempiono le 14 caselle in un ordine fisso: la base 3x3 \
colonna per colonna, ognuna dall'alto (2, 1, 3 / 2, 4, 3 / 2, 1, 3 punti), poi il piano 2x2 \
(2, 3, 1, 3), poi la cima (4). Ogni pietra fa ottenere al proprietario i punti della sua \
casella. Se la Piramide è completa, ogni altra pietra portata qui vale 1 punto.""",
    """**Tempio**
Fa ottenere punti alla fine di ogni round. Le pietre riempiono le 5 caselle da sinistra (solo \
4 con 2 giocatori); completo il 1° piano, le pietre successive vanno sopra, di nuovo da \
sinistra, senza limite di altezza. A fine round ogni pietra più in alto su ogni casella fa \
ottenere 1 punto al proprietario; le pietre sotto non valgono nulla.""",
    """**Tomba**
Fa ottenere punti alla fine della partita. Le pietre riempiono 3 righe colonna per colonna, \
ogni colonna dall'alto, senza limite verso destra. Alla fine ogni gruppo di pietre adiacenti \
dello stesso colore fa ottenere al proprietario 1, 3, 6, 10, 15 punti per 1-5 pietre, e 2 \
punti extra per ogni pietra oltre la quinta (un gruppo di 6 vale 17). Conta ogni gruppo, non \
solo il più grande.""",
    """**Obelischi**
Fanno ottenere punti alla fine della partita. Ogni giocatore costruisce il proprio obelisco: \
ogni pietra portata qui va sulla pila del suo proprietario. Alla fine le pile si classificano \
per altezza: con 2 giocatori 10 / 1 punti, con 3 giocatori 12 / 6 / 1, con 4 giocatori \
15 / 10 / 5 / 1. In caso di pareggio si sommano i punti dei piazzamenti e si spartiscono tra i \
giocatori alla pari, arrotondati per difetto. Chi non ha pietre qui non ottiene punti.""",
    """**Carte**
- **Rosse** (Entrata, Sarcofago, Strada lastricata): piazza subito 1 pietra dalla tua cava \
nella prima casella libera di Piramide, Tomba o Obelischi; poi la carta va negli scarti.
- **Verdi** Decorazione (Piramide, Tempio, Tomba, Obelischi): alla fine 1 punto ogni 3 pietre \
di qualsiasi colore in quel luogo.
- **Viola** Statua: alla fine 1/2/3/4/5 statue valgono 1/3/6/10/15, 2 punti extra per ogni \
statua oltre la quinta.
- **Blu**, giocate una volta come azione del turno: **Martello** prendi pietre, poi puoi \
caricarne 1; **Scalpello** carica 2 pietre (su una barca o due); **Vela** carica 1 pietra su \
una barca, poi conduci quella barca; **Leva** conduci una barca scegliendo l'ordine di \
scarico. Ogni carta blu mai giocata vale 1 punto alla fine.""",
    """**I round e la fine**
Un round finisce quando tutte le 4 barche hanno raggiunto un luogo: il Tempio assegna i punti, \
le carte mercato rimaste vanno negli scarti, e si scoprono la carta round successiva e 4 nuove \
carte. Inizia il giocatore dopo quello che ha condotto la quarta barca. Dopo il 6° round \
assegnano punti Tomba, Obelischi, Decorazioni, Statue e carte blu non giocate. Vince chi ha più \
punti; in caso di pareggio chi ha più pietre sul tassello stoccaggio; se anche in questo sono \
pari, condividono la vittoria. Opzione `pharaohs_wrath` (in `/game create`, l'ira del \
Faraone): alla fine chi non ha pietre in uno fra Piramide, Tempio, Tomba e Obelischi perde 5 \
punti.""",
    """**Giocare su Discord: le mosse**
Al tuo turno il bot ti menziona; i pulsanti e i menu sotto l'avviso offrono solo le tue mosse \
legali (**Prendi pietre**, **Metti una pietra...**, **Fai salpare una barca...**, **Gioca una \
carta...**, **Prendi una carta...**). Ogni mossa ha anche un comando:
`/imhotep take`
`/imhotep place ship:2 slot:1`
`/imhotep sail ship:3 site:pyramid`
`/imhotep pick card:statue` (quando il Mercato te lo chiede)
`/imhotep play card:hammer ship:1 slot:3` (ship e slot si possono omettere)
`/imhotep play card:chisel ship:1 slot:2 ship2:3 slot2:1`
`/imhotep play card:sail ship:4 slot:1 site:temple`
`/imhotep play card:lever ship:2 site:market order:3,1,2`
`/imhotep pass` (solo quando non puoi fare altro)""",
    """**Giocare su Discord: il tavolo**
`/game status` - a che punto è la partita, con il tabellone.
`/game board` - l'immagine del tabellone, solo per te.
`/game history last:20` - le ultime 20 mosse a parole.
`/game rules` - il riassunto breve.
Barche e caselle sono numerate da 1, come sull'immagine. Dopo ogni mossa il bot pubblica il \
tabellone nel canale e menziona chi deve decidere.""",
]

HOW_TO_PLAY: dict[str, list[str]] = {"en": _EN, "it": _IT}
"""Locale -> the how-to-play sections, each a Markdown embed field of at most 1000 chars."""
