"""How to play Roads & Boats in Discord, per locale: sections of Markdown for `/game rules`.

`HOW_TO_PLAY[locale]` is a list of sections, each at most `SECTION_LIMIT` characters, the first
line of each a bold title; every locale has the same sections in the same order. The facts are
the 3rd edition's as the engine plays them (`docs/roads-and-boats-rules.md`, the spec's
decisions); the Italian uses the Italian rulebook's words (tassello, sponda, merci, tavole,
tronchi, carro, nave a vapore, tabella della sequenza, meraviglia, mattoni), the same words the
Italian order language reads (`rules/roads_and_boats/ordertext_it.py`). Slash commands and
their option names are the same in every language, as Discord shows them.
"""

from __future__ import annotations

from bot.games.roads_and_boats.examples import ORDER_EXAMPLES, ORDER_EXAMPLES_IT

SECTION_LIMIT = 1000

_EN = [
    """**Goal**
Roads & Boats is played by 1-4 players on a map of hexagonal tiles. Each starts on a home tile \
with 3 donkeys, 5 boards, 1 stone and 2 geese, and builds roads, producers, factories and \
transporters that turn trunks and stones into **gold**, **coins** and **stock**, while everyone \
lays bricks on one shared **wonder**. At the end gold is worth 10 points, coins 40 and stock \
120, but only when they are on your own transporters; each row of the wonder adds 10 points \
shared among the players by their bricks in it.""",
    """**The map and your start**
Tiles are pasture, woods, rock, mountains, desert and sea, named by column letter and row as on \
the board (C4). A river splits its tile into banks named by compass point (C4.n, C4.sw); \
nothing crosses a river without a bridge or a boat. Before the first turn each player picks a \
home, in sequence-chart order, with `/rnb start` (or the tile menu): any land tile with at \
least one tile between it and every other home. The board image shows every tile, building, \
road, wall, transporter (each a chip in its owner's colour; in orders red-donkey-1 is red's \
first donkey), the goods and the wonder.""",
    """**A turn: four phases, everyone at once**
Each turn has four phases: **production**, **movement**, **building**, **wonder**. In each \
phase every player sends secret orders; when all are ready, or when the deadline set by the \
moderators passes (the missing players then get the default orders), the bot carries them out \
player by player in the order of the **sequence chart** (position 1 first). That order settles \
conflicts: the earlier player takes the goods or the factory's capacity first. At the start of \
a phase any player may ask for the order of play to be determined: players may stop praying (to \
the back of the temple row) and then choose free positions, the figure furthest from the temple \
first.""",
    """**Production**
Primary producers work every phase, attended or not, and put their good on their tile: \
woodcutter 1 trunk, quarry 1 stone, clay pit 1 clay, mine 1 gold or iron drawn from its bag, \
oil rig 1 fuel. Secondary producers transform what your transporter brings or takes from the \
tile: sawmill 1 trunk -> 2 boards (6 a phase), coal burner 2 boards or trunks -> 1 fuel, \
papermill 2 boards or trunks -> 1 paper (1 a phase), stone factory 1 clay -> 2 stones, mint 1 \
fuel + 2 gold -> coins (1 a phase), stock exchange 1 paper + 2 coins -> 1 stock. Goods left at \
a producer are used at the end of the phase. Transfer goods between your transporters and the \
tiles they reach. Two donkeys of yours, or two geese, alone on an empty pasture breed a third \
(you may refuse). At the end of production you keep at most 8 transporters, 5 on land and 5 on \
water; the newest over the limit are destroyed.""",
    """**Transporters and factories**
Factories make transporters in the production phase, for whoever fed them (1 a phase): wagon \
factory 1 donkey + 2 boards -> wagon, truck factory 1 fuel + 1 iron -> truck, raft factory 2 \
trunks -> raft, rowboat factory 5 boards -> rowboat, steamer factory 2 fuel + 1 iron -> \
steamer; boats are launched on the river or the coast.
What each carries and how far it moves in a phase:
- donkey 2 goods, 1 tile, or 2 along roads; on land
- wagon 3 goods, 3 tiles; truck 6 goods, 4 tiles; on roads only
- raft 3 goods, 3; rowboat 5 goods, 4; steamer 8 goods, 6; on rivers and at sea""",
    """**Movement**
Each transporter moves once a phase, loading and unloading goods along the way; goods one of \
your transporters has moved this phase cannot be moved on by another of yours (another player \
moving later may). Land transporters cross a river only by a bridge. A boat moves 1 per river \
tile and 1 per sea tile; moving from the sea onto a coast is docking, which ends its move, and \
it leaves only the way it came. Only its owner passes a wall. Any transporter may pick up an \
empty one that has not moved and set it down in a later movement phase; neither carries \
anything else meanwhile. Geese follow a transporter without being loaded, and stay where told; \
geese are never left alone at sea.""",
    """**Building**
A building needs one of your transporters on its tile (a boat on its river or docked on its \
bank) and the goods there or on your transporters. One building per tile. Costs: woodcutter 1 \
board (woods), quarry 2 boards (rock), clay pit 3 boards (river or coast), mine 3 boards + 1 \
stone (mountains), sawmill 2 boards + 1 stone, coal burner 3 boards, papermill 1 board + 1 \
stone, stone factory 2 boards, mint 2 boards + 1 stone, stock exchange 3 stones, wagon factory \
2 boards + 1 stone, raft factory 1 board + 1 stone (river or coast). After research: oil rig \
(sea, 3 boards + 1 stone, paid from your boats), truck factory 2 boards + 2 stones, rowboat \
factory 2 boards + 1 stone, steamer factory 2 boards + 2 stones (both on a river or a coast). \
In the desert, until it is irrigated, only roads and walls.""",
    """**Roads, bridges, walls and mines**
A road costs 1 stone and joins neighbouring tiles (on one bank); a bridge costs 1 stone and \
joins two banks of a tile. A wall stands between two tiles: its k-th token costs k stones (+2 \
from a boat at sea); only its owner passes it or docks there, and a new wall pushes others' \
docked boats out to sea. Demolishing a wall of k tokens costs k+1 boards and leaves k neutral \
tokens. A new mine's bag holds 3 gold + 3 iron (4 of one kind with specialisation, 5 + 5 with \
enlargement); with the new shafts research a shaft (1 iron + 1 fuel) adds as much again.""",
    """**Research**
In production, 2 geese and 1 paper carried by your transporters on one tile pay for one \
research project at once: rowing (rowboat factory), trucking (truck factory), shipping (steamer \
factory), drilling (oil rig), specialisation, enlargement, new shafts, or bright idea (no \
effect). Researching a factory lets you upgrade, in that same phase and for free, factories of \
its kind on tiles where you have a transporter: wagon -> truck, raft -> rowboat -> steamer. \
Geese and paper lying together on a tile, not carried, are discarded at once, even with \
transporters beside them: keep the paper aboard.""",
    """**Wonder, scoring and the end**
In the wonder phase you may buy bricks: your k-th brick of the phase costs k goods of any kind \
(k+1 once 17 bricks stand), paid from your home tile where one of your transporters must be. \
Bricks fill the rows from the bottom; the brick on space 45 irrigates every desert into \
pasture. After all players one neutral brick is added. The game ends at once when a brick \
covers space 62 (2 players), 66 (3) or 69 (4), or when the last of 33 neutral bricks is laid \
(the solo puzzle lasts 20 turns). Score: gold 10, coins 40, stock 120 on your own transporters \
(not on tiles, not at home), and each row with bricks of players gives 10 x your bricks / all \
players' bricks in it, rounded down (the top row even unfinished). Tie: the praying figure \
closest to the temple wins.""",
    """**Playing in Discord: your DMs**
When a phase needs you, the bot sends you a DM with your own board and the turn panel: **Write \
this turn's orders** (a form with one field per phase of the turn, filled with what you \
stored), **Ready: defaults for the rest of the turn**, **Show my orders** (your orders and a \
private preview: your board as if nobody else acted) and **Standing orders…** (repeat this \
phase's orders every turn, or be ready with the defaults every turn, so play need not wait for \
you). Orders are checked at once: what can never work is refused with the reason, what counts \
on a player earlier in the sequence is accepted with a warning. Nobody sees your orders until \
the phase resolves; then `/game history` shows them. The defaults: production breeds and keeps \
the transporter limit; the other phases do nothing.""",
    """**Orders**
One order per line (in `/orders submit`, separate them with `|`); English or Italian words, \
even mixed. Your transporters may be written without your colour (donkey-1). Examples, one per \
phase:
"""
    + ORDER_EXAMPLES
    + "Every kind of order, with its JSON form: `docs/roads-and-boats-orders.md`.",
    """**Commands**
`/orders submit text:... ready:True` - send this phase's orders (`phase:` a later phase of the \
turn, to give them ahead)
`/orders write` - the same in a form, one per line
`/orders show` - your stored orders and the preview
`/orders ready` - ready (`ready:False` to take it back); `/orders clear` - withdraw them
`/orders standing phase:t1.movement mode:repeat` - standing orders (`defaults`, `off`)
`/rnb start tile:C4` - your home
`/rnb order ask:True`, `/rnb prayer leave:True`, `/rnb position number:1` - the order of play
`/rnb standing request:never leave_prayer:never positions:1,2` - answers given ahead
`/rnb map` - the host's own map, before the start
`/game status`, `/game board`, `/game history` - the table""",
]

_IT = [
    """**Scopo del gioco**
Roads & Boats si gioca da 1 a 4 giocatori su una mappa di tasselli esagonali. Ognuno parte da \
un tassello di partenza con 3 asini, 5 tavole, 1 pietra e 2 oche, e costruisce strade, \
produttori, fabbriche e trasportatori che trasformano tronchi e pietre in **oro**, **monete** e \
**azioni**, mentre tutti aggiungono mattoni a un'unica **meraviglia** comune. Alla fine l'oro \
vale 10 punti, le monete 40 e le azioni 120, ma solo se si trovano sui tuoi trasportatori; ogni \
riga della meraviglia dà 10 punti divisi tra i giocatori secondo i loro mattoni nella riga.""",
    """**La mappa e la partenza**
I tasselli sono pascolo, bosco, rocce, montagne, deserto e mare, indicati con lettera di \
colonna e riga come sul tabellone (C4). Un fiume divide il suo tassello in sponde indicate con \
i punti cardinali (C4.n, C4.so: o è ovest); nessuno attraversa un fiume senza un ponte o una \
nave. Prima del primo turno ognuno sceglie il tassello di partenza, nell'ordine della tabella \
della sequenza, con `/rnb start` (o il menu dei tasselli): un tassello di terra con almeno un \
tassello tra sé e ogni altra partenza. L'immagine del tabellone mostra tasselli, edifici, \
strade, mura, trasportatori (ognuno una pedina del colore del proprietario; negli ordini \
asino-rosso-1 è il primo asino del rosso), merci e meraviglia.""",
    """**Un turno: quattro fasi, tutti insieme**
Ogni turno ha quattro fasi: **produzione**, **movimento**, **costruzione**, **meraviglia**. In \
ogni fase ogni giocatore invia ordini segreti; quando tutti sono pronti, o alla scadenza \
fissata dai moderatori (chi manca riceve gli ordini predefiniti), il bot li esegue giocatore \
per giocatore nell'ordine della **tabella della sequenza** (prima la posizione 1). Quell'ordine \
risolve i conflitti: chi viene prima prende per primo le merci o la capacità di una fabbrica. \
All'inizio di una fase chiunque può chiedere di determinare l'ordine di gioco: i giocatori \
possono smettere di pregare (in fondo alla riga del tempio) e poi scelgono le posizioni libere, \
per prima la figura più lontana dal tempio.""",
    """**Produzione**
I produttori primari lavorano in ogni fase, anche incustoditi, e mettono la merce sul tassello: \
taglialegna 1 tronco, cava di pietra 1 pietra, cava di argilla 1 argilla, miniera 1 oro o ferro \
estratto dal suo sacchetto, impianto offshore 1 combustibile. I produttori secondari \
trasformano ciò che il tuo trasportatore porta o prende dal tassello: segheria 1 tronco -> 2 \
tavole (6 per fase), bruciatore a carbone 2 tavole o tronchi -> 1 combustibile, cartiera 2 \
tavole o tronchi -> 1 carta (1 per fase), fabbrica di pietra 1 argilla -> 2 pietre, zecca 1 \
combustibile + 2 oro -> monete (1 per fase), mercato azionario 1 carta + 2 monete -> 1 azione. \
Le merci lasciate presso un produttore si usano a fine fase. Trasferisci merci tra i tuoi \
trasportatori e i tasselli vicini. Due tuoi asini, o due oche, soli su un pascolo vuoto ne \
generano un terzo (puoi rifiutare). Alla fine tieni al massimo 8 trasportatori, 5 di terra e 5 \
d'acqua: i più recenti in eccesso sono distrutti.""",
    """**Trasportatori e fabbriche**
Le fabbriche costruiscono trasportatori nella fase di produzione, per chi le ha rifornite (1 \
per fase): fabbrica di carri 1 asino + 2 tavole -> carro, fabbrica di camion 1 combustibile + 1 \
ferro -> camion, fabbrica di zattere 2 tronchi -> zattera, fabbrica di barche a remi 5 tavole \
-> barca a remi, fabbrica di navi a vapore 2 combustibile + 1 ferro -> nave a vapore; le navi \
sono varate sul fiume o sulla costa.
Quanto porta ciascuno e quanto si muove in una fase:
- asino 2 merci, 1 tassello, o 2 lungo le strade; su terra
- carro 3 merci, 3 tasselli; camion 6 merci, 4 tasselli; solo su strada
- zattera 3 merci, 3; barca a remi 5 merci, 4; nave a vapore 8 merci, 6; su fiumi e mare""",
    """**Movimento**
Ogni trasportatore si muove una volta per fase, caricando e scaricando merci lungo il percorso; \
le merci che un tuo trasportatore ha spostato in questa fase non possono essere spostate da un \
altro tuo (da un giocatore che si muove dopo sì). I trasportatori terrestri attraversano un \
fiume solo su un ponte. Una nave si muove di 1 per tassello di fiume e 1 per tassello di mare; \
passare dal mare a una costa è attraccare, e chiude il movimento; riparte solo da dove è \
arrivata. Solo il proprietario passa un muro. Ogni trasportatore può caricare un altro vuoto e \
non ancora mosso e posarlo in una fase di movimento successiva; intanto nessuno dei due porta \
altro. Le oche seguono un trasportatore senza essere caricate e restano dove indicato; non \
restano mai sole in mare.""",
    """**Costruzione**
Un edificio richiede un tuo trasportatore sul suo tassello (una nave sul suo fiume o attraccata \
alla sua sponda) e le merci lì o sui tuoi trasportatori. Un edificio per tassello. Costi: \
taglialegna 1 tavola (bosco), cava di pietra 2 tavole (rocce), cava di argilla 3 tavole (fiume \
o costa), miniera 3 tavole + 1 pietra (montagne), segheria 2 tavole + 1 pietra, bruciatore a \
carbone 3 tavole, cartiera 1 tavola + 1 pietra, fabbrica di pietra 2 tavole, zecca 2 tavole + 1 \
pietra, mercato azionario 3 pietre, fabbrica di carri 2 tavole + 1 pietra, fabbrica di zattere \
1 tavola + 1 pietra (fiume o costa). Dopo la ricerca: impianto offshore (mare, 3 tavole + 1 \
pietra, pagate dalle tue navi), fabbrica di camion 2 tavole + 2 pietre, fabbrica di barche a \
remi 2 tavole + 1 pietra, fabbrica di navi a vapore 2 tavole + 2 pietre (entrambe su fiume o \
costa). Nel deserto, finché non è irrigato, solo strade e mura.""",
    """**Strade, ponti, mura e miniere**
Una strada costa 1 pietra e unisce tasselli vicini (su una sponda); un ponte costa 1 pietra e \
unisce due sponde di un tassello. Un muro sta tra due tasselli: il suo k-esimo pezzo costa k \
pietre (+2 da una nave in mare aperto); solo il proprietario lo attraversa o vi attracca, e un \
muro nuovo spinge in mare le navi altrui attraccate lì. Demolire un muro di k pezzi costa k+1 \
tavole e lascia k pezzi neutrali. Il sacchetto di una miniera nuova contiene 3 oro + 3 ferro (4 \
di un tipo con le miniere specializzate, 5 + 5 con le miniere grandi); con la ricerca nuovi \
filoni un filone (1 ferro + 1 combustibile) ne aggiunge altrettanti.""",
    """**Ricerca**
In produzione, 2 oche e 1 carta portate dai tuoi trasportatori in un tassello pagano subito una \
ricerca: barche a remi (fabbrica di barche a remi), camion (fabbrica di camion), navi a vapore \
(fabbrica di navi a vapore), impianti offshore, miniere specializzate, miniere grandi, nuovi \
filoni, o la lampadina (nessun effetto). La ricerca di una fabbrica ti permette di aggiornare, \
nella stessa fase e gratis, le fabbriche del suo tipo sui tasselli dove hai un trasportatore: \
carri -> camion, zattere -> barche a remi -> navi a vapore. Oche e carta che stanno insieme su \
un tassello, non portate, vengono scartate subito, anche con trasportatori accanto: tieni la \
carta a bordo.""",
    """**Meraviglia, punteggio e fine**
Nella fase della meraviglia puoi comprare mattoni: il tuo k-esimo mattone della fase costa k \
merci qualsiasi (k+1 quando ci sono 17 mattoni), pagate dal tuo tassello di partenza, dove deve \
esserci un tuo trasportatore. I mattoni riempiono le righe dal basso; il mattone sulla casella \
45 irriga ogni deserto, che diventa pascolo. Dopo tutti i giocatori si aggiunge un mattone \
neutrale. La partita finisce subito quando un mattone copre la casella 62 (2 giocatori), 66 (3) \
o 69 (4), o quando si posa l'ultimo dei 33 mattoni neutrali (il solitario dura 20 turni). \
Punti: oro 10, monete 40, azioni 120 sui tuoi trasportatori (non sui tasselli, non a casa), e \
ogni riga con mattoni dei giocatori dà 10 x i tuoi mattoni / i mattoni dei giocatori nella \
riga, per difetto (la riga più alta anche incompleta). In caso di pareggio vince la figura in \
preghiera più vicina al tempio.""",
    """**Giocare su Discord: i messaggi privati**
Quando una fase ha bisogno di te, il bot ti manda in privato il tuo tabellone e il pannello del \
turno: **Scrivi gli ordini del turno** (un modulo con un campo per ogni fase del turno, con ciò \
che hai già salvato), **Pronto: predefiniti per il resto del turno**, **Mostra i miei ordini** \
(i tuoi ordini e un'anteprima privata: il tuo tabellone come se nessun altro agisse) e **Ordini \
permanenti…** (ripeti gli ordini di questa fase a ogni turno, o sii pronto con i predefiniti a \
ogni turno, così il gioco non deve aspettarti). Gli ordini sono controllati subito: ciò che non \
può mai riuscire è rifiutato con il motivo, ciò che conta su un giocatore precedente nella \
sequenza è accettato con un avviso. Nessuno vede i tuoi ordini finché la fase non si risolve; \
poi li mostra `/game history`. I predefiniti: in produzione gli animali si riproducono e si \
rispetta il limite dei trasportatori; nelle altre fasi non si fa nulla.""",
    """**Ordini**
Un ordine per riga (in `/orders submit` separali con `|`); parole italiane o inglesi, anche \
mescolate. I tuoi trasportatori si possono scrivere senza il colore (asino-1). Esempi, uno per \
fase:
"""
    + ORDER_EXAMPLES_IT
    + "Ogni tipo di ordine, con la sua forma JSON: `docs/roads-and-boats-orders.it.md`.",
    """**Comandi**
`/orders submit text:... ready:True` - invia gli ordini della fase (`phase:` una fase \
successiva del turno, per darli in anticipo)
`/orders write` - lo stesso in un modulo, uno per riga
`/orders show` - i tuoi ordini salvati e l'anteprima
`/orders ready` - pronto (`ready:False` per tornare indietro); `/orders clear` - ritirali
`/orders standing phase:t1.movement mode:repeat` - ordini permanenti (`defaults`, `off`)
`/rnb start tile:C4` - la tua partenza
`/rnb order ask:True`, `/rnb prayer leave:True`, `/rnb position number:1` - l'ordine di gioco
`/rnb standing request:never leave_prayer:never positions:1,2` - risposte date in anticipo
`/rnb map` - la mappa di chi ha aperto la partita, prima dell'inizio
`/game status`, `/game board`, `/game history` - il tavolo""",
]

HOW_TO_PLAY: dict[str, list[str]] = {"en": _EN, "it": _IT}
"""Locale -> the how-to-play sections, each Markdown of at most `SECTION_LIMIT` characters."""
