"""How to play Meduris in Discord, per locale: sections of Markdown for `/game rules`.

`HOW_TO_PLAY[locale]` is a list of sections, each at most `SECTION_LIMIT` characters, the first
line of each a bold title; every locale has the same sections in the same order. The facts are
the Italian rulebook's as the engine plays them (`docs/meduris-rules.md`); the Italian uses the
rulebook's words (altopiano, lavoratori, piccolo e grande raccolto, capanna, tempio,
insediamento, territorio, pietra runica, doni sacrificali, rito sacrificale, conta provvisoria
delle rune, ultimo giro). Every move has an example as a command, checked by a test; slash
commands and their option names are the same in every language, as Discord shows them.
"""

from __future__ import annotations

SECTION_LIMIT = 1000

_EN = [
    """**Goal**
Meduris is played by 2-4 Celtic chieftains around the mountain Meduris. Gather wood, wool, \
copper and stone with your workers, build **huts** and **temples** on the ring of spaces around \
the mountain, hold **rune stones**, and win the favour of the **druid** with offerings when he \
visits your huts. Everyone starts with 5 victory points and 1 material of each kind. Most \
points at the end wins. Your materials are **secret**: the bot shows them only to you.""",
    """**The board**
The four highlands of the mountain (wood, wool, copper, stone) hold the workers, at most 3 in a \
stack. Around them runs a ring of building spaces, numbered from 1 (just after the great river) \
clockwise, as on the board image; each shows the two materials a building there costs and \
belongs to one of 9 districts, each with its rune stone. 6 bonus tokens lie on the ring: +2 \
points, free hut, druid. The druid starts on his temple, 3 rock spaces before the ring.
With 4 players the ring of 40 spaces is an **approximation** of the printed 4-player side (same \
districts and rules, our own cost layout).""",
    """**Setup**
Each player has 3 workers with 2 players, 2 with 3 or 4, plus huts (12 each with 2 players, 8 \
with 3-4) and 2 temples. In turn order, players place their workers one at a time on top of a \
highland's stack: `/meduris place highland:wood`""",
    """**Your turn, step 1: the small harvest**
The bot rolls the die for you.
- A material: every worker on that highland produces 1 of it, top of the stack first, while the \
supply lasts - also the other players' workers.
- *any*: each player, starting with you, takes 1 material of their choice from the supply: \
`/meduris take material:stone`
- *return*: each player holding any material gives 1 back: `/meduris return material:wool`""",
    """**Your turn, step 2: one action**
- **Big harvest**: move one of your workers (even from under others; level 1 is the bottom of \
its stack) to a different highland, on top (at most 3 there). That stack produces: the top \
worker 1, 2 or 3 materials by the stack's height, each one below one fewer, top first, while \
the supply lasts. `/meduris harvest from:wood level:1 to:copper`
- **Build a hut** (see Huts): `/meduris hut space:12`
- **Build a temple** (see Temples): `/meduris temple space:20`
Then the next player's turn.""",
    """**Huts and settlements**
A hut goes on an empty space. It costs the space's two materials times the size of the \
**settlement** it is part of after building: 2 or more huts of any colours side by side; \
temples and empty spaces bound it (a hut alone costs the two materials once). On a *free hut* \
token it costs nothing; on a *+2 points* token you gain 2 points; a *druid* token stays under \
your hut for a later offering. You take the district's rune stone, from the supply or from \
whoever holds it. A missing material can be paid with 3 others: `/meduris hut space:12 \
pay:wood=3, copper=2`""",
    """**Temples**
A temple goes on an empty space without a bonus token and costs the space's two materials once; \
it gives no rune stone. Temples bound settlements, and score only at the end of the game: each \
side of your temple with a settlement scores 1 point per hut in it, an isolated hut 1 point, \
whatever its colour; a temple beside it gives nothing.""",
    """**The druid and offerings**
After every hut or temple the druid moves: first along his 3 rock spaces, then clockwise to the \
nearest hut. There a **ritual** begins: the hut's owner offers one of the space's two materials \
(+1 point), both (+1 point per hut of the settlement; an isolated hut 1), the druid token under \
that hut instead of both, or nothing (-1 point, never below 0):
`/meduris offer materials:wool+copper`
`/meduris offer materials:token`
`/meduris offer materials:nothing`
Then he walks on to the next hut of the same settlement, and so on while a hut is ahead; a new \
hut built right ahead of him in his settlement makes him move there.""",
    """**Rune stones**
Each time the druid crosses the great river, between the last space and space 1 (moving or \
during a ritual), play stops for a **rune count**: every player scores 1 point per rune stone \
held at that moment. Holding runes pays off again at the end: 1 + 2 + ... + n points for n \
runes (3 runes score 6). A rune stone changes hands whenever someone builds a hut in its \
district.""",
    """**Materials and exchange**
18 of each material exist; what you pay goes back to the supply, and what the supply no longer \
has nobody can get. At any time, even on another player's turn, you may exchange 3 of your \
materials for 1 from the supply: `/meduris exchange give:wood=2, stone=1 take:copper`, or the \
*Exchange 3 for 1…* button of your latest DM. In a payment (`pay:`), a missing material can be \
replaced by 3 of any kinds.""",
    """**The end**
When a player has built both temples and all their huts, they finish that turn, then every \
other player has one last turn. Then the druid's **last round**: from his place he walks a full \
circle, holding a last ritual at every hut on the board, and ends where he started; no rune \
count in this round. Then temples score (1 point per hut beside them, as above) and runes score \
1 + 2 + ... + n. Most points wins; on a tie, the most huts and temples built, then the most \
materials left; still tied, the win is shared.""",
    """**Playing in Discord**
When you must decide (your turn, a die showing *any* or *return*, an offering), the bot pings \
you in the channel and sends you a DM with your board, your materials and buttons and menus for \
exactly the choices you have: **Big harvest: move a worker…**, **Build a hut…**, **Build a \
temple…**, offerings with their cost, **Exchange 3 for 1…**. The commands above do the same; \
their options autocomplete with your legal choices.
`/game board` - your own board, with your materials, for you alone
`/game status` - where the game stands, with the public board
`/game history last:20` - the last 20 moves in words""",
]

_IT = [
    """**Scopo del gioco**
Meduris si gioca da 2 a 4 capi celti intorno al monte Meduris. Raccogli legno, lana, rame e \
pietra con i tuoi lavoratori, costruisci **capanne** ed erigi **templi** sulle caselle intorno \
al monte, tieni le **pietre runiche** e conquista il favore del **druido** con i doni \
sacrificali quando visita le tue capanne. Ognuno parte con 5 punti vittoria e 1 materiale di \
ogni tipo. Vince chi alla fine ha più punti vittoria. I tuoi materiali sono **segreti**: il bot \
li mostra solo a te.""",
    """**Il tabellone**
I quattro altopiani del monte (legno, lana, rame, pietra) ospitano i lavoratori, al massimo 3 \
in una torre. Intorno corre un giro di caselle da costruzione, numerate da 1 (subito dopo il \
grande fiume) in senso orario, come sull'immagine; ognuna mostra i due materiali che costa \
costruirci e appartiene a uno dei 9 territori, ciascuno con la sua pietra runica. Sul giro ci \
sono 6 gettoni bonus: +2 punti, capanna gratis, druido. Il druido parte dal suo tempio, 3 \
caselle roccia prima del giro.
In 4 il giro di 40 caselle è un'**approssimazione** del lato stampato per 4 giocatori (stessi \
territori e regole, costi disposti da noi).""",
    """**Preparazione**
Ogni giocatore ha 3 lavoratori in 2, 2 in 3 o 4, e poi capanne (12 a testa in 2, 8 in 3-4) e 2 \
templi. A turno, i giocatori mettono i lavoratori uno alla volta in cima alla torre di un \
altopiano: `/meduris place highland:wood`""",
    """**Il tuo turno, 1: il piccolo raccolto**
Il bot tira il dado per te.
- Un materiale: ogni lavoratore su quell'altopiano ne produce 1, dalla cima della torre in giù, \
finché dura la scorta - anche i lavoratori degli altri.
- *a scelta*: ogni giocatore, a partire da te, prende 1 materiale a scelta dalla scorta: \
`/meduris take material:stone`
- *restituisci*: chi ha materiali ne restituisce 1: `/meduris return material:wool`""",
    """**Il tuo turno, 2: un'azione**
- **Grande raccolto**: sposta un tuo lavoratore (anche da sotto altri; il livello 1 è il fondo \
della torre) su un altro altopiano, in cima (al massimo 3). Quella torre produce: il lavoratore \
in cima 1, 2 o 3 materiali secondo l'altezza, ognuno sotto uno in meno, dalla cima, finché dura \
la scorta. `/meduris harvest from:wood level:1 to:copper`
- **Costruire una capanna** (vedi Capanne): `/meduris hut space:12`
- **Erigere un tempio** (vedi Templi): `/meduris temple space:20`
Poi tocca al giocatore successivo.""",
    """**Capanne e insediamenti**
Una capanna va su una casella non edificata. Costa i due materiali della casella moltiplicati \
per la grandezza dell'**insediamento** di cui fa parte dopo la costruzione: 2 o più capanne di \
qualsiasi colore una accanto all'altra; templi e caselle vuote ne sono i confini (una capanna \
isolata costa i due materiali una volta). Sul gettone *capanna gratis* non costa nulla; sul \
gettone *+2 punti* ottieni 2 punti; il gettone *druido* resta sotto la tua capanna per un dono \
futuro. Prendi la pietra runica del territorio, dalla scorta o da chi la possiede. Un materiale \
mancante si paga con 3 altri: `/meduris hut space:12 pay:wood=3, copper=2`""",
    """**Templi**
Un tempio va su una casella non edificata senza gettone bonus e costa i due materiali della \
casella una volta; non dà pietre runiche. I templi sono confini degli insediamenti e danno \
punti solo alla fine: ogni lato del tuo tempio con un insediamento vale 1 punto per ogni sua \
capanna, una capanna isolata 1 punto, di qualsiasi colore; un tempio accanto non vale nulla.""",
    """**Il druido e i doni sacrificali**
Dopo ogni capanna o tempio il druido avanza: prima lungo le sue 3 caselle roccia, poi in senso \
orario fino alla capanna più vicina. Lì inizia un **rito sacrificale**: il proprietario offre \
uno dei due materiali della casella (+1 punto), entrambi (+1 punto per ogni capanna \
dell'insediamento; una capanna isolata 1), il gettone druido sotto quella capanna al posto di \
entrambi, o niente (-1 punto, mai sotto 0):
`/meduris offer materials:wool+copper`
`/meduris offer materials:token`
`/meduris offer materials:nothing`
Poi passa alla capanna successiva dello stesso insediamento, e così via finché ha capanne \
davanti; una capanna nuova costruita subito davanti a lui nel suo insediamento lo fa avanzare \
lì.""",
    """**Pietre runiche**
Ogni volta che il druido attraversa il grande fiume, tra l'ultima casella e la casella 1 \
(avanzando o durante un rito), il gioco si ferma per una **conta provvisoria delle rune**: ogni \
giocatore ottiene 1 punto per ogni pietra runica che possiede in quel momento. Le rune valgono \
di nuovo alla fine: 1 + 2 + ... + n punti per n rune (3 rune valgono 6). Una pietra runica \
cambia proprietario ogni volta che qualcuno costruisce una capanna nel suo territorio.""",
    """**Materiali e scambio**
Esistono 18 materiali per tipo; ciò che paghi torna nella scorta, e ciò che la scorta non ha \
più nessuno lo può ottenere. In qualsiasi momento, anche nel turno altrui, puoi scambiare 3 \
tuoi materiali con 1 della scorta: `/meduris exchange give:wood=2, stone=1 take:copper`, o il \
pulsante *Scambia 3 per 1…* dell'ultimo messaggio privato. In un pagamento (`pay:`) un \
materiale mancante si può sostituire con 3 di qualsiasi tipo.""",
    """**La fine**
Quando un giocatore ha eretto entrambi i templi e costruito tutte le sue capanne, finisce quel \
turno, poi ogni altro giocatore ha un ultimo turno. Poi l'**ultimo giro** del druido: dalla sua \
posizione percorre un giro completo, chiedendo un ultimo sacrificio a ogni capanna sul \
tabellone, e finisce dove era partito; in questo giro non c'è conta provvisoria delle rune. Poi \
i templi danno punti (1 per capanna accanto, come sopra) e le rune 1 + 2 + ... + n. Vince chi \
ha più punti vittoria; in caso di parità chi ha costruito più capanne e templi, poi chi ha \
conservato più materiali; se la parità resta, la vittoria è a pari merito.""",
    """**Giocare su Discord**
Quando devi decidere (il tuo turno, il dado su *a scelta* o *restituisci*, un dono \
sacrificale), il bot ti menziona nel canale e ti manda in privato la tua plancia, i tuoi \
materiali e pulsanti e menu con le sole scelte che hai: **Grande raccolto: sposta un \
lavoratore…**, **Costruisci una capanna…**, **Costruisci un tempio…**, i doni con il loro \
costo, **Scambia 3 per 1…**. I comandi qui sopra fanno lo stesso; le loro opzioni si completano \
con le tue scelte legali.
`/game board` - la tua plancia, con i tuoi materiali, solo per te
`/game status` - a che punto è la partita, con il tabellone pubblico
`/game history last:20` - le ultime 20 mosse a parole""",
]

HOW_TO_PLAY: dict[str, list[str]] = {"en": _EN, "it": _IT}
"""Locale -> the how-to-play sections, each Markdown of at most `SECTION_LIMIT` characters."""
