# acedrex — français : les mots des images d'échiquier, du graphique d'évaluation, des
# fiches et des pages de partie, des boutons, et les descriptions des commandes slash
# (Discord, 100 caractères au plus). Vocabulaire : docs/i18n/glossary-fr.md.

## Boutons

label-accept = Accepter
label-decline = Refuser
label-board = Échiquier
label-offer-draw = Proposer la nulle
label-accept-draw = Accepter la nulle
label-agree = D'accord
label-resign = Abandonner
label-takeback = Reprendre un coup
label-legal-moves = Coups légaux
label-flip = Retourner
label-analyse = Analyser
label-abort = Annuler la partie
label-rematch = Revanche

## Titres et fiches

game-title = { $game } · partie #{ $id }
# La barre de titre de l'image ; $when : image-move, ou comment la partie s'est terminée.
image-title = { $game } · #{ $id } · { $when } · { $white } contre { $black }
image-move = coup { $number }
# Les pendules en direct dans la barre de titre : B(lancs) et N(oirs).
image-clocks = B { $white_clock } · N { $black_clock }
game-aborted = Partie annulée
# Comment une partie terminée a fini, en bref : « Les Blancs gagnent par échec et mat (1-0) ».
game-ended = { $result } ({ $score })
board-white-to-move = Trait aux Blancs (majuscules)
board-black-to-move = Trait aux Noirs (minuscules)
gif-title = { $game } · #{ $id }
bot-name = le bot (niveau { $level })
card-players = Blancs : **{ $white }** · Noirs : **{ $black }**
card-move = Coup { $number } · { $state }
card-last-move = Dernier coup : **{ $san }**
state-aborted = Partie annulée : sans résultat, non classée
state-over = Partie terminée : { $result } ({ $score })
state-setup = { $black } (Noirs) choisit la disposition
state-to-move = { $who } ({ $side }) a le trait
state-to-move-check = { $who } ({ $side }) a le trait — échec !
time-clock = Pendule ({ $minutes }+{ $increment }) : Blancs { $white_clock } · Noirs { $black_clock }
time-days = { $who } a { $left } pour jouer ({ $days ->
    [one] { $days } jour
   *[other] { $days } jours
} par coup).

## Le graphique d'évaluation et les diagrammes de déplacement

graph-title = #{ $id } · { $game } · évaluation
legend-moves-or-captures = déplacement ou prise
legend-moves-only = déplacement seulement
legend-captures-only = prise seulement
# branch images: a movement diagram's title, the piece and its game.
diagram-title = { $piece } — { $game }

## Pages de partie

page-board-title = { $game } · #{ $id } · { $when }
page-after-white = après { $number }. { $san }
page-after-black = après { $number }... { $san }
page-at-start = au départ
page-challenge = Un défi lancé par { $challenger } à { $challenged }, pas encore accepté.
page-open-challenge = Un défi ouvert, lancé par { $challenger }.
page-players = Blancs : { $white } · Noirs : { $black }
page-board-alt = L'échiquier après { $at }
page-first = « début
page-back = ‹ précédent
page-next = suivant ›
page-last = fin »
page-record = Relevé (PGN)
page-animation = Partie animée (GIF)
page-footer = Partie #{ $id } · commencée le { $date } · jouée avec acedrex
# branch images: the page's step bar and the board's description at the start.
page-board-alt-start = L'échiquier au départ
page-step-start = début
page-step-of = { $at } sur { $plies }

## Commandes slash : la description de chaque commande et de ses options

slash-play = Lancer une partie : défier un joueur, tout le salon ou le bot
slash-play-variant = Le jeu
slash-play-opponent = Qui vous défiez (personne : tout le salon)
slash-play-bot = Jouer contre le bot
slash-play-color = Votre couleur
slash-play-days = Correspondance : jours par coup (3 par défaut entre joueurs)
slash-play-clock = Pendule en direct : minutes+secondes par coup, par ex. 15+10
slash-play-level = Le niveau du bot, de 1 à 8
slash-play-setup = Zanzibar : la disposition (UQKFOLGD) ou random
slash-play-fen = Partir de cette position
slash-accept = Accepter un défi
slash-decline = Refuser un défi qui vous est adressé
slash-cancel = Retirer votre défi
slash-move = Jouer un coup : e4, Nf3, O-O, Lf5xg6-h7
slash-move-text = Le coup
slash-setup = Zanzibar : les Noirs choisissent la disposition
slash-setup-arrangement = UQKFOLGD, FQKULG ou random
slash-board = Montrer l'échiquier
slash-flip = L'échiquier retourné, pour vous seul
slash-flip-side = Le camp en bas
slash-moves = Les coups légaux, ou ceux d'une pièce sur l'échiquier
slash-moves-square = La case d'une pièce, par ex. f5
slash-hint = Le bot suggère un coup (parties contre le bot)
slash-resign = Abandonner la partie
slash-abort = Annuler une partie avant que les deux camps aient joué (sans résultat)
slash-rematch = La même partie contre le même adversaire, couleurs inversées
slash-draw = Proposer ou accepter la nulle
slash-takeback = Demander à reprendre votre dernier coup, ou l'accepter
slash-claim = Gagner une partie que votre adversaire a délaissée
slash-games = Parties et défis de ce salon
slash-record = Le fichier du relevé de la partie
slash-gif = La partie en GIF animé
slash-rules = Les règles d'un jeu
slash-rules-variant = Le jeu
slash-piece = Comment une pièce se déplace, avec un diagramme
slash-piece-variant = Le jeu
slash-piece-piece = Sa lettre ou son nom
slash-stats = Cotes et résultats
slash-stats-player = Quel joueur (vous-même si vide)
slash-leaderboard = Les joueurs les mieux cotés d'un jeu
slash-leaderboard-variant = Le jeu
slash-analyse = Après une partie : le moteur relève erreurs et gaffes, avec un graphique
slash-analyse-stop = Arrêter une analyse en cours
slash-remind = Activer ou désactiver les rappels quand c'est à vous de jouer
slash-remind-setting = on ou off
slash-help = Les commandes, ou l'une d'elles en détail
slash-help-command = Une commande à expliquer
slash-as = Terminal : changer le joueur au nom duquel vous tapez
slash-as-name = Le joueur
slash-quit = Terminal : quitter (les parties sont conservées)
slash-lang = La langue dans laquelle je vous réponds
slash-lang-language = es, fr, de ou en

# branche discord-es : l'option `game` des commandes qui prennent #PARTIE, et les noms
# des choix des options (Discord les affiche ; le mot envoyé reste le même).
slash-game = Le numéro de la partie (#12), si vous en avez plusieurs
slash-choice-white = Blancs
slash-choice-black = Noirs
slash-choice-random = Au hasard
slash-choice-on = Activer
slash-choice-off = Désactiver
slash-choice-create = Créer
slash-choice-join = Rejoindre
slash-choice-leave = Quitter
slash-choice-start = Commencer
slash-choice-standings = Classement
slash-choice-pairings = Appariements
slash-choice-withdraw = Retirer un joueur
slash-choice-pause = Pause (arène)
slash-choice-swiss = Système suisse
slash-choice-roundrobin = Toutes rondes
slash-choice-arena = Arène
slash-choice-rated = Classée
slash-choice-casual = Amicale

# Les noms des commandes slash (Discord) : minuscules, un seul mot.
slash-name-play = jouer
slash-name-accept = accepter
slash-name-decline = refuser
slash-name-cancel = retirer
slash-name-move = coup
slash-name-setup = placer
slash-name-board = échiquier
slash-name-flip = retourner
slash-name-moves = coups
slash-name-hint = indice
slash-name-resign = abandonner
slash-name-abort = annuler
slash-name-rematch = revanche
slash-name-draw = nulle
slash-name-takeback = reprendre
slash-name-claim = réclamer
slash-name-games = parties
slash-name-record = relevé
slash-name-gif = gif
slash-name-rules = règles
slash-name-piece = pièce
slash-name-stats = statistiques
slash-name-leaderboard = palmarès
slash-name-analyse = analyser
slash-name-remind = rappeler
slash-name-tournament = tournoi
slash-name-lang = langue
slash-name-help = aide

# lang-audit : les pages d'erreur des pages web.
page-not-found-title = Aucune partie ici
page-not-found = Il n'y a pas de partie à cette adresse. Les pages de parties sont à /game/ID, où ID est le numéro de la partie (#12 dans le salon) ; le bot donne l'adresse de la page de chaque partie.
page-bad-request-title = Requête incorrecte
page-bad-ply = `ply` doit être un nombre de demi-coups (0 est le départ).
page-no-such-ply-title = Ce coup n'existe pas
page-no-such-ply = Cette partie compte { $plies } { $plies ->
        [one] demi-coup
       *[other] demi-coups
    } ; `ply` va de 0 à { $plies }.
page-unreadable-title = Partie illisible
page-unreadable = Le relevé de cette partie ne peut pas être lu.
page-failed-title = Une erreur s'est produite
page-failed = La page n'a pas pu être faite. Réessayez dans un instant.
page-busy-title = Occupé
page-busy = Beaucoup de pages sont en cours de fabrication. Réessayez dans quelques secondes.
