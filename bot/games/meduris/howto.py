"""How to play Meduris in Discord (`/game rules`): sections of at most 1000 characters each,
with an example of every move as a command; the same moves are buttons in your DMs."""

from __future__ import annotations

HOW_TO_PLAY_EN = [
    "**Meduris** (2–4 players): build huts and temples around the mountain, hold rune stones "
    "and keep the druid pleased. Your materials are **secret**: the bot shows them only to "
    "you, in your DMs and in replies only you see. When you must decide (your turn, a die "
    "roll of *any* or *return*, an offering), the bot pings you in the channel and sends you "
    "a DM with your board, your materials and buttons for exactly the choices you have.\n"
    "With 4 players the ring of 40 spaces is an **approximation** of the printed 4-player "
    "side (same districts and rules, our own cost layout).",
    "**Setup**: place your workers one by one. `/meduris place highland:wood`\n"
    "**Your turn** starts with the die (the bot rolls it). *any*: everyone in turn takes a "
    "material, `/meduris take material:stone`; *return*: everyone holding one gives one "
    "back, `/meduris return material:wool`.\n"
    "**Then one action**:\n"
    "• big harvest: move one of your workers (level 0 = bottom of its stack) to another "
    "highland, `/meduris harvest from:wood level:0 to:copper`\n"
    "• a hut: `/meduris hut space:12` (cost: its two materials × the settlement's size; "
    "a missing material can be paid with 3 others: `/meduris hut space:12 pay:wood=3, "
    "copper=2`)\n"
    "• a temple: `/meduris temple space:20` (its two materials once; no rune stone)",
    "**Offerings**: when the druid reaches your hut, offer one material (+1 point), both "
    "(+1 per hut of the settlement), the druid token under that hut, or nothing (−1): "
    "`/meduris offer materials:wool+copper`, `/meduris offer materials:nothing`, "
    "`/meduris offer materials:token`.\n"
    "**Exchange** 3 materials for 1 at any time, even on another player's turn: "
    "`/meduris exchange give:wood=2, stone=1 take:copper`, or the *Exchange* button of "
    "your latest DM.\n"
    "Options autocomplete with your legal choices. Spaces are numbered from 0 (after the "
    "great river) clockwise, as on the board. `/game board` shows your own board; "
    "`/game status` where the game stands.",
]

HOW_TO_PLAY_IT = [
    "**Meduris** (2–4 giocatori): costruisci capanne e templi intorno alla montagna, tieni le "
    "pietre runiche e rendi felice il druido. I tuoi materiali sono **segreti**: il bot li "
    "mostra solo a te, nei messaggi privati e nelle risposte che vedi solo tu. Quando devi "
    "decidere (il tuo turno, il dado su *a scelta* o *restituisci*, un'offerta), il bot ti "
    "menziona nel canale e ti manda in privato la tua plancia, i tuoi materiali e i "
    "pulsanti con le sole scelte che hai.\n"
    "In 4 il giro di 40 caselle è un'**approssimazione** del lato stampato per 4 giocatori "
    "(stessi territori e regole, costi disposti da noi).",
    "**Preparazione**: piazza i lavoratori uno alla volta. `/meduris place highland:wood`\n"
    "**Il tuo turno** inizia col dado (lo tira il bot). *a scelta*: a turno ognuno prende un "
    "materiale, `/meduris take material:stone`; *restituisci*: chi ne ha ne rende uno, "
    "`/meduris return material:wool`.\n"
    "**Poi un'azione**:\n"
    "• grande raccolto: sposta un tuo lavoratore (livello 0 = in fondo alla torre) su un "
    "altro altopiano, `/meduris harvest from:wood level:0 to:copper`\n"
    "• una capanna: `/meduris hut space:12` (costo: i suoi due materiali × la grandezza "
    "dell'insediamento; un materiale mancante si paga con 3 altri: `/meduris hut space:12 "
    "pay:wood=3, copper=2`)\n"
    "• un tempio: `/meduris temple space:20` (i due materiali una volta; niente pietra "
    "runica)",
    "**Offerte**: quando il druido arriva a una tua capanna, offri un materiale (+1 punto), "
    "entrambi (+1 per capanna dell'insediamento), il gettone druido sotto quella capanna, o "
    "niente (−1): `/meduris offer materials:wool+copper`, `/meduris offer "
    "materials:nothing`, `/meduris offer materials:token`.\n"
    "**Scambio** di 3 materiali per 1 in qualsiasi momento, anche nel turno altrui: "
    "`/meduris exchange give:wood=2, stone=1 take:copper`, o il pulsante *Scambia* "
    "dell'ultimo messaggio privato.\n"
    "Le opzioni si completano con le tue scelte legali. Le caselle sono numerate da 0 (dopo "
    "il grande fiume) in senso orario, come sulla plancia. `/game board` mostra la tua "
    "plancia; `/game status` a che punto è la partita.",
]
