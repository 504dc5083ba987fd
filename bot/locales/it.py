"""The house's slash-command texts in Italian; its messages are in `it.ftl` beside this file."""

COMMANDS: dict[str, str] = {
    "Orders repeated every turn, or ready with the defaults": "Ordini ripetuti a ogni turno, o "
    "pronti con quelli predefiniti",
    "The phase whose orders you want repeated (its part of every turn)": "La fase i cui ordini "
    "vuoi ripetere (la sua parte di ogni turno)",
    "repeat: your orders stored for that phase; defaults: always ready; off": "repeat: i tuoi "
    "ordini salvati per quella fase; defaults: sempre pronto; off",
    "repeat my orders for it every turn": "ripeti i miei ordini a ogni turno",
    "ready with the default orders every turn": "pronto con gli ordini predefiniti a ogni turno",
    "off": "disattivati",
    # /game
    "Play-by-post games in this channel": "Partite per corrispondenza in questo canale",
    "Open a new game in this channel": "Apri una nuova partita in questo canale",
    "Which game": "Quale gioco",
    "Take a seat in this channel's game": "Prendi posto nella partita di questo canale",
    "Give up your seat before the game starts": "Lascia il tuo posto prima che la partita cominci",
    "Start the game (host or moderator)": "Avvia la partita (chi l'ha aperta o un moderatore)",
    "Where the game stands, with the board": "A che punto è la partita, con il tabellone",
    "The board as you may see it (only you see this)": "Il tabellone come puoi vederlo tu "
    "(lo vedi solo tu)",
    "The last moves, or one phase's orders and results": "Le ultime mosse, o gli ordini e i "
    "risultati di una fase",
    "A phase that has resolved: everyone's orders in it, then what happened": "Una fase già "
    "risolta: gli ordini di tutti, poi cosa è successo",
    "How many moves (1-50, default 10)": "Quante mosse (1-50, predefinito 10)",
    "How to play (the game in this channel, or another)": "Come si gioca (la partita di "
    "questo canale, o un altro gioco)",
    "Which game (default: the one in this channel)": "Quale gioco (predefinito: quello di "
    "questo canale)",
    "The open games of this server": "Le partite aperte di questo server",
    "Your open games everywhere, and where you are awaited": "Le tue partite aperte ovunque, "
    "e dove si aspetta te",
    "End the game without a result (host before start, moderators)": "Chiudi la partita "
    "senza risultato (chi l'ha aperta prima dell'inizio, moderatori)",
    "What meeplepost does and how to play": "Cosa fa meeplepost e come si gioca",
    # /away
    "Say when you will be away": "Indica quando sarai assente",
    "Set a period of absence for all your games": "Indica un periodo di assenza per tutte le "
    "tue partite",
    'The day you are back: "2026-12-01", "friday", "in 5 days"': "Il giorno in cui torni: "
    '"2026-12-01", "venerdì", "tra 5 giorni"',
    "The day your absence starts (now if not given)": "Il giorno in cui inizia l'assenza (da "
    "subito se non lo indichi)",
    "Show your period of absence": "Mostra il tuo periodo di assenza",
    "You are back: clear your period of absence": "Sei tornato: cancella il tuo periodo di assenza",
    # /mod
    "Moderate this channel's game": "Modera la partita di questo canale",
    "Hand a player's seat to the built-in player (stand-in)": "Affida il posto di un giocatore "
    "al giocatore automatico (sostituto)",
    "The player whose seat the stand-in plays": "Il giocatore di cui il sostituto gioca il posto",
    "Hand a seat back from the stand-in to its player": "Restituisci un posto dal sostituto al "
    "suo giocatore",
    "The player who plays their seat again": "Il giocatore che torna a giocare il suo posto",
    "Ask the table to hand an awaited player's seat to the stand-in": "Chiedi al tavolo di "
    "affidare al sostituto il posto di un giocatore atteso",
    "The player the game is waiting for": "Il giocatore che la partita sta aspettando",
    "Take your seat back from the stand-in": "Riprendi il tuo posto dal sostituto",
    "Whether the table may vote an awaited seat to the stand-in": "Se il tavolo può affidare "
    "al sostituto, con un voto, un posto atteso",
    "A deadline of a player who is away (/away): extend it, or play defaults": "La scadenza di "
    "un giocatore assente (/away): prolungala, o gioca le mosse predefinite",
    "At most this many days of extensions per player (0-60)": "Al massimo tanti giorni di "
    "proroghe per giocatore (0-60)",
    "extend the deadline past their return": "prolunga la scadenza oltre il suo ritorno",
    "play their default moves": "gioca le sue mosse predefinite",
    "Stop the clock: no deadline runs while paused": "Ferma l'orologio: nessuna scadenza "
    "corre durante la pausa",
    "Restart the clock after a pause": "Fai ripartire l'orologio dopo una pausa",
    "Give the current decision more time": "Dai più tempo alla decisione in corso",
    "Minutes to add (1-10080)": "Minuti da aggiungere (1-10080)",
    "Move on now: resolve the phase with the orders sent, or play a default move": "Vai "
    "avanti ora: risolvi la fase con gli ordini inviati, o gioca una mossa predefinita",
    "Hand a seat to another member": "Passa un posto a un altro membro",
    "The player leaving": "Il giocatore che lascia",
    "The member taking the seat": "Il membro che prende il posto",
    "Remove a player (before start) or let their seat play itself": "Togli un giocatore "
    "(prima dell'inizio) o fai giocare il suo posto al bot",
    "Take back the last moves": "Annulla le ultime mosse",
    "How many moves (1-500, default 1)": "Quante mosse (1-500, predefinito 1)",
    "Download the game as a replay file": "Scarica la partita come file di registrazione",
    "Start a game in this channel from a replay file": "Avvia in questo canale una partita da "
    "un file di registrazione",
    "A replay JSON file": "Un file JSON di registrazione",
    "Who plays each seat: ann=@Ann, bob=@Bob": "Chi gioca ogni posto: ann=@Ann, bob=@Bob",
    "Deadlines and reminders for this channel's game": "Scadenze e promemoria per la partita "
    "di questo canale",
    "Time for each decision (1-43200 minutes)": "Tempo per ogni decisione (1-43200 minuti)",
    'Minutes before the deadline to remind, like "60,10" ("none" for none)': "Minuti prima "
    'della scadenza per il promemoria, come "60,10" ("none" per nessuno)',
    "At the deadline: wait for a moderator, or play a safe move": "Alla scadenza: aspetta un "
    "moderatore, o gioca una mossa sicura",
    "wait for a moderator": "aspetta un moderatore",
    "play a safe move automatically": "gioca automaticamente una mossa sicura",
    "Choose the role whose members may use /mod": "Scegli il ruolo i cui membri possono usare /mod",
    # /orders
    "Secret orders (private)": "Ordini segreti (privati)",
    "Send (or replace) your orders for the current phase": "Invia (o sostituisci) i tuoi "
    "ordini per la fase in corso",
    "Your orders, separated by | (or a JSON object)": "I tuoi ordini, separati da | (o un "
    "oggetto JSON)",
    "Which game (needed in DMs if you play several)": "Quale partita (serve in DM se ne giochi "
    "più d'una)",
    "Mark them ready at once": "Segnali subito pronti",
    "A later phase of this turn, to give its orders ahead": "Una fase successiva di questo "
    "turno, per darne gli ordini in anticipo",
    "Write your orders in a form, one order per line": "Scrivi i tuoi ordini in un modulo, un "
    "ordine per riga",
    "Your stored orders, with a preview of what they would do": "I tuoi ordini salvati, con "
    "un'anteprima di cosa farebbero",
    "Mark your orders ready (or not ready)": "Segna i tuoi ordini pronti (o non pronti)",
    "Withdraw your orders for the current phase": "Ritira i tuoi ordini per la fase in corso",
    "A later phase whose orders you gave ahead": "Una fase successiva di cui hai dato gli "
    "ordini in anticipo",
    # /mod threads and /game create thread
    "Whether new games open in a thread of their channel": "Se le nuove partite si aprono in "
    "un thread del loro canale",
    "True: a thread per game; False: one game per channel": "True: un thread per partita; "
    "False: una partita per canale",
    "Open it in a new thread of this channel (default: the server's setting)": "Aprila in un "
    "nuovo thread di questo canale (se non scegli: l'impostazione del server)",
    # /stats
    "Ratings and statistics of this server": "Valutazioni e statistiche di questo server",
    "A player's statistics and rating (yours by default)": "Statistiche e valutazione di un "
    "giocatore (le tue se non scegli)",
    "Whose statistics (default: yours)": "Di chi (se non scegli: le tue)",
    "Only this game": "Solo questo gioco",
    "A game's leaderboard on this server, and its best scores": "La classifica di un gioco su "
    "questo server, e i suoi migliori punteggi",
    "How this server counts abandoned games and stand-ins": "Come questo server conta le "
    "partite abbandonate e i sostituti",
    "Moderators: skip abandoned games, or count them as they stood": "Moderatori: non contare "
    "le partite abbandonate, o contale come stavano",
    "Moderators: count a stand-in's seat, skip that seat, or skip the game": "Moderatori: conta "
    "il posto di un sostituto, salta quel posto, o salta la partita",
    "do not count": "non contare",
    "count as it stood": "conta com'era",
    "count the seat": "conta il posto",
    "skip the seat": "salta il posto",
    "skip the game": "salta la partita",
}
"""Slash-command, option and choice descriptions of the house, keyed by their English text (for
the adapter's `app_commands.Translator`); each game's are in its plug-in's `italian.COMMANDS`."""
