# Les réponses du bot en français : réponses, erreurs, annonces, analyse, rappels.
# Vocabulaire : docs/i18n/glossary-fr.md. Les commandes restent en anglais dans le `code`.

## Les camps et les durées
# Les camps s'insèrent au pluriel : « les { $side } », « aux { $side } », « (Blancs) ».

color-white = Blancs
color-black = Noirs
duration-minutes = { $m ->
    [one] { $m } minute
   *[other] { $m } minutes
}
duration-hours = { $h ->
    [one] { $h } heure
   *[other] { $h } heures
}
duration-hours-minutes = { duration-hours } et { duration-minutes }
duration-days = { $d ->
    [one] { $d } jour
   *[other] { $d } jours
}
duration-days-hours = { duration-days } et { duration-hours }

## La partie en un coup d'œil

no-randomness = La partie ne peut pas commencer maintenant : cet ordinateur n'a fourni aucun nombre aléatoire pour l'adresse de sa page privée. Réessayez plus tard ; si cela persiste, prévenez l'administrateur du bot.
page-line = Page de la partie : { $url }
status-over = Partie terminée : { $result }.
status-setup = { $black } (Noirs) choisit d'abord la disposition : `setup { $example }` ou `setup random` (voir `help setup`).
status-to-move = { $who } ({ $side }) a le trait.
status-to-move-check = { $who } ({ $side }) a le trait — échec !
summary-challenge = #{ $id } défi : { $challenger } → { $challenged ->
    [anyone] n'importe qui
   *[other] { $challenged }
} ({ $game })
summary-game = #{ $id } { $game } : { $white } (Blancs) contre { $black } (Noirs), coup { $number }.
last-move = Dernier coup : { $san }.
turned = Partie #{ $id }, les { $bottom } en bas.

## Trouver la partie

store-failed = Désolé, le stockage des parties est en panne : { $e }. Rien n'a été modifié.
save-failed = Désolé, l'enregistrement de la partie a échoué ; rien n'a été modifié.
changed-meanwhile = La partie #{ $id } a changé entre-temps ; regardez-la de nouveau.
saved-then-changed = C'est enregistré. Entre-temps, un autre processus a modifié la partie #{ $id } ; la voici maintenant :
bot-move-not-saved = C'est enregistré, mais pas la réponse du bot : le stockage des parties est en panne ({ $e }). Le bot jouera de lui-même son coup dans la partie #{ $id } dès que le stockage fonctionnera de nouveau.
bot-caught-up = Partie #{ $id } : le bot joue enfin le coup qu'il devait.
bot-still-owes = Partie #{ $id } : le bot doit encore jouer son coup et ne peut pas le faire maintenant, car le stockage des parties est en panne ({ $e }). Rien n'a été modifié ; le bot jouera de lui-même dès que le stockage fonctionnera de nouveau.
unreadable = la partie #{ $id } est illisible et a été ignorée
note = (Remarque : { $problem }.)
cannot-read = La partie #{ $id } est illisible : { $e }
no-such-game = Il n'y a pas de partie #{ $id }.
other-channel = La partie #{ $id } se joue dans un autre salon.
not-started = La partie #{ $id } n'a pas commencé.
why-not-closed = Le défi #{ $id } a été refusé ou retiré ; aucune partie n'a été jouée.
why-not-finished = La partie #{ $id } est terminée ; `board #{ $id }`, `record #{ $id }` et `gif #{ $id }` la montrent toujours.
why-not-aborted = La partie #{ $id } a été annulée (sans résultat) ; `board #{ $id }` la montre toujours, `rematch #{ $id }` en propose une autre.
why-not-challenge = La partie #{ $id } n'a pas commencé : c'est un défi qui attend d'être accepté.
# $verb : le mot de la commande (`move`, `resign`…).
why-not-watching = Seuls les joueurs de la partie #{ $id } peuvent utiliser `{ $verb }` ; vous la regardez en spectateur.
why-not-own-challenge = Le défi #{ $id } est le vôtre ; seul votre adversaire peut y répondre par `{ $verb }` (vous pouvez l'annuler avec `cancel`).
why-not-for-someone-else = Le défi #{ $id } est adressé à { $challenged }, pas à vous.
why-not-their-challenge = Le défi #{ $id } a été lancé par { $challenger } ; seul son auteur peut l'annuler.
why-not-under-way = La partie #{ $id } est déjà en cours.
not-playing-here = Vous ne jouez pas dans ce salon, vous ne pouvez donc pas utiliser `{ $verb }`. Lancez une partie avec `play VARIANT @opponent` ou `play VARIANT bot`.
no-game-here = Aucune partie en cours dans ce salon. Lancez-en une avec `play VARIANT @opponent` ou `play VARIANT bot`.
no-challenge-for-you = Aucun défi ne vous est adressé dans ce salon.
no-challenge-of-yours = Vous n'avez aucun défi ouvert dans ce salon.
which-game = Quelle partie ?
which-game-example = Ajoutez son numéro, par exemple `{ $example } #{ $first }`.

## Défis

setup-or-fen = Donnez soit `setup`, soit `fen`, pas les deux.
bad-position = Cette position est inutilisable : { $error }
position-over = Cette position est déjà terminée ; il n'y a rien à jouer.
bad-setup = Cette disposition est inutilisable : { $error }.
stored-setup-error = { $error }
stored-fen-error = { $error }
not-yourself = Vous ne pouvez pas vous défier vous-même ; nommez un autre joueur ou `bot`.
bot-accepts = Le bot accepte.
# $colour : white, black ou random (les couleurs sont alors tirées au sort).
challenge = { $challenger } défie { $challenged } : { $game }{ $colour ->
    [white] { " " }({ $challenger } a les Blancs)
    [black] { " " }({ $challenger } a les Noirs)
   *[random] {""}
} — défi #{ $id }. { $challenged } : `accept` ou `decline`.
challenge-open = { $challenger } lance un défi ouvert à tous dans ce salon : { $game }{ $colour ->
    [white] { " " }({ $challenger } a les Blancs)
    [black] { " " }({ $challenger } a les Noirs)
   *[random] {""}
} — défi #{ $id }. N'importe qui peut l'accepter avec `accept` ({ $challenger } peut l'annuler avec `cancel`).
nobody-accepted = Personne n'a accepté ce défi.
no-arrangement = Aucune disposition n'a pu être choisie pour cette partie.
game-begins = La partie #{ $id } commence : { $game }, { $white } (Blancs) contre { $black } (Noirs).
game-begins-setup = Disposition { $arrangement }.
open-challenge-no-decline = Le défi #{ $id } est ouvert à tous ; il n'y a rien à refuser (son auteur peut l'annuler avec `cancel`).
clocks-start-after-first-moves = Les pendules ne démarrent qu'après le premier coup de chaque camp : aucun temps ne s'écoule avant. Si un camp n'a pas joué son premier coup dans un délai de { $seconds }, la partie est annulée (sans résultat).

## Annulation et revanche

aborted = { $who } a annulé la partie #{ $id }. Elle n'a pas de résultat et ne compte pour personne : ni cote, ni statistiques. `rematch #{ $id }` propose une autre partie, couleurs inversées.
status-aborted = La partie #{ $id } a été annulée : sans résultat, non classée.
too-late-to-abort = La partie #{ $id } ne peut plus être annulée : les deux camps ont joué. Vous pouvez abandonner (`resign`) ou proposer la nulle (`draw`).
aborted-no-first-move = La partie #{ $id } est annulée : { $who } ({ $side }) n'a pas joué de premier coup dans un délai de { $seconds }. Elle n'a pas de résultat et ne compte pour personne.
first-move-pending = Votre adversaire n'a pas encore joué son premier coup, et sa pendule ne démarre qu'après. S'il n'a pas joué dans un délai de { $seconds }, la partie est annulée (sans résultat).
rematch-of = Revanche de la partie #{ $id }, couleurs inversées.
rematch-while-playing = La partie #{ $id } est encore en cours ; une revanche pourra être proposée quand elle sera terminée.
rematch-not-played = Le défi #{ $id } n'a jamais été joué ; il n'y a pas de revanche possible.
rematch-not-yours = Seuls les joueurs de la partie #{ $id } peuvent demander une revanche.
rematch-pending = Une revanche de la partie #{ $id } attend déjà : le défi #{ $challenge } (`accept #{ $challenge }`, `decline #{ $challenge }` ou `cancel #{ $challenge }`).
rematch-which = Quelle partie ? `rematch #ID` (vous n'avez dans ce salon aucune partie terminée qui permette une revanche).
withdrew = { $who } a retiré le défi #{ $id }.
declined = { $who } a refusé le défi #{ $id }, lancé par { $challenger }.

## Jouer

not-playing = Vous ne jouez pas dans cette partie.
no-game = Cette partie n'a pas encore commencé.
line-too-long = Ce message est trop long pour être une commande ({ $chars } caractères ; { $max } au plus). Tapez `help` pour voir les commandes.
not-a-command =
    `{ $word }` n'est pas une commande. { $why }
    Tapez `help` pour voir les commandes.
# SENTENCE : majuscule au début, point final (les erreurs sont des groupes de mots).
move-refused = { SENTENCE($error) }
not-a-command-either = `{ $word }` n'est pas non plus une commande ; tapez `help` pour voir les commandes.
game-refused = { SENTENCE($error) }
plays = { $who } joue { $san }.
bot-plays = Le bot joue { $san }.
result-game-over = Partie terminée : { $result } ({ $score }). Elle reste consultable : `board #{ $id }`, `record #{ $id }`, `gif #{ $id }` ; `rematch #{ $id }` la rejoue, couleurs inversées.
# $change : la variation avec son signe, `+12`, `-8`.
rating-change = { $name } : cote { $old } → { $new } ({ $change })
no-setup-choice = Ce jeu ({ $variant }) n'a pas de choix de disposition ; seuls les jeux Zanzibar en ont un.
black-chooses = Au Zanzibar, ce sont les Noirs qui choisissent la disposition ; vous jouez les Blancs.
setup-too-late = La disposition ne peut être choisie qu'avant le premier coup des Blancs.
setup-chosen-already = La disposition a déjà été choisie ({ $arrangement }) ; elle se choisit une fois pour toutes.
setup-chosen-already-unknown = La disposition a déjà été choisie ; elle se choisit une fois pour toutes.
setup-chosen = { $who } choisit la disposition { $arrangement } ; les Blancs la reproduisent en miroir.
draw-offered-already = Vous avez déjà proposé la nulle ; votre adversaire peut l'accepter avec `draw`.
bot-declines-draw = Le bot refuse la nulle : il continue à jouer.
draw-offer = { $who } propose la nulle. { $opponent } : `draw` pour accepter (jouer un coup la refuse).
takeback-asked-already = Vous l'avez déjà demandé ; votre adversaire accepte avec `takeback`.
nothing-to-take-back-yours = Vous n'avez aucun coup à reprendre.
nothing-to-take-back = Il n'y a aucun coup à reprendre.
takeback-request = { $who } demande à reprendre son dernier coup. { $opponent } : `takeback` pour accepter.
taken-back =
    Coup repris : le dernier coup joué par { $name } est annulé ({ $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }).
your-move-no-claim = C'est à vous de jouer : il n'y a rien à réclamer.
clock-decides-days =
    Cette partie se joue à { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup : c'est donc la pendule qui décide, pas une réclamation. Votre adversaire a encore { $left } pour jouer ; s'il n'a pas joué d'ici là, il perd au temps et la partie se termine d'elle-même.
clock-decides = Cette partie se joue à la pendule ({ $minutes }+{ $increment }) : c'est donc elle qui décide, pas une réclamation. Votre adversaire a encore { $left } pour jouer ; s'il n'a pas joué d'ici là, il perd au temps et la partie se termine d'elle-même.
too-early-to-claim = Votre adversaire a encore { $left_secs } pour jouer avant que vous puissiez réclamer la partie.
hints-vs-bot-only = Les suggestions sont réservées aux parties contre le bot.
hint-not-your-turn = Ce n'est pas à vous de jouer ; vous aurez une suggestion quand ce sera votre tour.
no-move-to-suggest = Il n'y a aucun coup à suggérer.
hint = Suggestion : { $san }
notice = { $sender } — partie #{ $id } :

## Pendules et rappels

# $white_clock, $black_clock : le temps restant comme l'affiche une pendule, `14:05`.
clock-line = Pendule ({ $minutes }+{ $increment }) : Blancs { $white_clock } · Noirs { $black_clock }
days-line = { $who } a { $left } pour jouer ({ $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup).
timed-out = Partie #{ $id } : { $result } ({ $score }). Elle reste consultable : `board #{ $id }`, `record #{ $id }`, `gif #{ $id }` ; `rematch #{ $id }` la rejoue, couleurs inversées.
reminder-deadline = { $who }, c'est à vous de jouer dans la partie #{ $id } ({ $game } ; { $waited } depuis le dernier coup ; il vous reste { $left } avant de perdre au temps). `remind off` arrête ces rappels.
reminder = { $who }, c'est à vous de jouer dans la partie #{ $id } ({ $game } ; { $waited } depuis le dernier coup). `remind off` arrête ces rappels.
reminders-on = Rappels activés : quand vous avez le trait depuis un jour, ou qu'une échéance approche, je vous le rappelle une fois, là où vous jouez.
reminders-off = Rappels désactivés pour toutes vos parties (`remind on` les réactive).

## Regarder

legal-moves =
    { $count ->
        [one] { $count } coup légal
       *[other] { $count } coups légaux
    } pour les { $side } : { $moves }
not-a-square = `{ $sq }` n'est pas une case de l'échiquier ({ $game }).
no-piece-on = Il n'y a aucune pièce en { $sq }.
cannot-move-now = La pièce en { $sq } ({ $piece }) ne peut pas jouer maintenant : le trait est aux { $to_move }.
no-legal-move = La pièce en { $sq } ({ $piece }) n'a aucun coup légal.
piece-can-play = La pièce en { $sq } ({ $piece }) peut jouer : { $moves }
no-games-here = Aucune partie ni aucun défi dans ce salon. Lancez-en un avec `play VARIANT @opponent` ou `play VARIANT bot`.
# $moves : les coups comptés comme les joueurs les comptent (Blancs et Noirs ensemble).
record-of =
    Le relevé de la partie #{ $id } ({ $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }).
animation-of =
    La partie #{ $id } en animation ({ $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }).
# $list : games-list-entry (games.ftl) de chaque jeu, séparés par « , ».
games-list = Les jeux : { $list }. Demandez `rules VARIANT` pour les règles de l'un d'eux.
not-a-piece = `{ $text }` n'est pas une pièce de ce jeu ({ $game }) ; ses pièces : { $pieces }.
stats-none = { $name } n'a encore joué aucune partie classée.
stats-head = { $name } :
stats-line =
    - { $game } : cote { $rating } (±{ $deviation }), { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }
leaderboard-empty = Personne n'a encore joué de partie classée ({ $game }).
leaderboard-head = Palmarès — { $game } :
leaderboard-line =
    { $rank }. { $name } { $rating } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })

## Analyse

analyse-which = Quelle partie ? `analyse #ID` (le numéro figure sur ses échiquiers et dans son relevé ; la dernière réponse d'une partie terminée a un bouton Analyser).
nothing-to-analyse = La partie #{ $id } a été annulée avant que les deux camps aient joué ; il n'y a rien à analyser.
analyse-in-progress = La partie #{ $id } est encore en cours : elle pourra être analysée une fois terminée.
analysis-under-way = L'analyse de la partie #{ $id } est en cours ; la réponse viendra quand elle sera finie (`analyse stop #{ $id }` l'arrête plus tôt).
analysis-not-running = Aucune analyse de la partie #{ $id } n'est en cours.
analysis-stopping = Arrêt de l'analyse de la partie #{ $id } : elle répond avec ce qu'elle a vu jusqu'ici.
# Un coup relevé. $number : `23.` ou `23...` ; $mark : `?` ou `??` ; $with_best : 1 quand un
# meilleur coup ($best) est connu, sinon 0.
analysis-allowed-mate = - { $side } : { $number } { $san }{ $mark } a permis un mat{ $with_best ->
    [1] { " " }; le meilleur coup était { $number } { $best }
   *[0] {""}
}
analysis-lost-piece = - { $side } : { $number } { $san }{ $mark } a perdu la pièce { $piece }{ $with_best ->
    [1] { " " }; le meilleur coup était { $number } { $best }
   *[0] {""}
}
analysis-gave-away = - { $side } : { $number } { $san }{ $mark } a cédé { $pawns } pions d'évaluation{ $with_best ->
    [1] { " " }; le meilleur coup était { $number } { $best }
   *[0] {""}
}
analysis-counts =
    { $side } : { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    } (??), { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    } (?)
analysis-head =
    Analyse de la partie #{ $id } ({ $variant }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } ; { $ms_per_move } ms par position) :
analysis-clean = Aucune erreur trouvée : les deux camps ont conservé leur évaluation.
analysis-stopped = (Arrêtée plus tôt : { $seen } demi-coups examinés sur { $plies }.)

## Lire les commandes

usage-example = syntaxe : { $usage } — par exemple `{ $example }`
usage = syntaxe : { $usage }
empty-command = commande vide ; tapez `help` pour voir les commandes
not-understood = je ne comprends pas `{ $word }` dans `{ $command }` ; syntaxe : { $usage }
# $with_game : 1 quand la commande accepte un numéro de partie, sinon 0.
takes-nothing = `{ $command }` ne prend aucun argument{ $with_game ->
    [1] {" "}sauf un numéro de partie comme `#12`
   *[0] {""}
} ; `{ $extra }` est en trop
# $takes : takes-number, takes-one-of ou takes-meta.
arg-takes = `{ $name }` prend { $takes }
takes-number = un nombre de { $min } à { $max }
takes-one-of = l'une des valeurs { $words }
takes-meta = une valeur comme `{ $meta }`
given-twice = `{ $name }` est donné deux fois ; donnez-le une seule fois.
two-values = `{ $first }` et `{ $second }` sont deux valeurs pour `{ $name }` ; donnez-en une seule.
two-games = `#{ $first }` et `#{ $second }` désignent deux parties ; une commande porte sur une seule partie.
not-both = Donnez `{ $a }` ou `{ $b }`, pas les deux.
level-needs-bot = `level` sert aux parties contre le bot : `play VARIANT bot level N`
no-such-command = Il n'y a pas de commande `{ $name }` ; tapez `help` pour voir les commandes.
no-such-option = `{ $command }` n'a pas d'option `{ $name }` ; voir `help { $command }`.

## Choisir la langue (`lang`)

# $language : le nom d'une langue (lang-name-… ci-dessous), après « en ».
lang-set = Désormais, je vous réponds en { $language }.
lang-shown = Je vous réponds en { $language }. `lang es`, `lang fr`, `lang de` ou `lang en` pour changer.
# $available : les codes des langues disponibles, `en, es, fr, de`.
lang-unknown = Je ne parle pas `{ $text }`. Les langues disponibles : { $available }.
lang-name-en = anglais
lang-name-es = espagnol
lang-name-fr = français
lang-name-de = allemand

## Comment une partie s'est terminée (groupes de mots ; $winner et $loser sont des camps)
# En minuscule : ils suivent presque toujours un deux-points (« Partie terminée : victoire des
# Blancs par échec et mat. »).

result-win-checkmate = victoire des { $winner } par échec et mat
result-win-stalemate = victoire des { $winner } : les { $loser } sont pat
result-win-bare-king = victoire des { $winner } : le Roi des { $loser } est dépouillé
result-win-resignation = abandon des { $loser } ; victoire des { $winner }
result-win-timeout = les { $loser } ont dépassé le temps ; victoire des { $winner }
result-win-abandonment = les { $loser } ont quitté la partie ; victoire des { $winner }
result-win-other = victoire des { $winner } ({ $reason })
result-draw-stalemate = nulle par pat
result-draw-repetition = nulle par triple répétition
result-draw-move-rule = nulle : 100 demi-coups sans prise ni coup de Pion
result-draw-bare-kings = nulle : il ne reste que les deux Rois
result-draw-dead-position = nulle : aucun camp ne peut mater (position morte)
result-draw-agreement = nulle par accord mutuel
result-draw-timeout = nulle : temps dépassé, mais l'adversaire n'a plus que son Roi
result-draw-other = nulle ({ $reason })
# $games : les identifiants des jeux tels que les joueurs les tapent.
unknown-game = jeu inconnu : `{ $name }` ; les jeux sont : { $games }

## Coups refusés

move-syntax = je ne peux pas lire `{ $text }` comme un coup ; écrivez-le par exemple { $examples }
move-unknown-piece = `{ $letter }` n'est pas une pièce de ce jeu ({ $game }) ; ses pièces : { $pieces }
move-no-piece-on = il n'y a aucune pièce en { $square }
move-not-yours = la pièce en { $square } ({ $piece }) n'est pas à vous : le trait est aux { $to_move }
# $found, $named : des noms de pièces ($found_article, $named_article : « a »/« an » de l'anglais, inutiles ici).
move-wrong-piece = la pièce en { $square } est de type { $found }, pas { $named }
move-not-in-game = ce jeu ({ $game }) n'a pas de pièce de type { $piece }
move-no-such-piece-on = les { $color } n'ont aucune pièce de type { $piece } en { $place }
move-no-such-piece-file = les { $color } n'ont aucune pièce de type { $piece } sur la colonne { $place }
move-no-such-piece-rank = les { $color } n'ont aucune pièce de type { $piece } sur la rangée { $place }
move-no-such-pawn = les { $color } n'ont aucune pièce de type { $piece } qui puisse aller en { $place }
move-no-such-piece = les { $color } n'ont aucune pièce de type { $piece }
move-cannot-reach-no-move = la pièce en { $square } ({ $piece }) ne peut pas aller en { $target } ; elle n'a aucun coup légal
move-cannot-reach = la pièce en { $square } ({ $piece }) ne peut pas aller en { $target } ; elle peut aller en { $reach }
move-cannot-reach-many = la pièce en { $square } ({ $piece }) ne peut pas aller en { $target } ; elle peut aller sur { $count } cases
move-none-can-reach = aucune de vos pièces de type { $piece } ({ $from }) ne peut aller en { $target }
move-leaves-king-in-check = `{ $text }` laisserait votre Roi en échec
move-ambiguous = `{ $text }` est ambigu : vouliez-vous dire { $candidates } ?
move-promotion-missing = `{ $text }` exige une pièce de promotion : { $choices }
move-promotion-not-allowed = `{ $text }` ne peut pas être promu en { $piece } ; les choix sont : { $choices }
move-promotion-unknown-piece = `{ $text }` ne peut pas être promu en { $letter } (ce n'est pas une pièce de ce jeu : { $game }) ; les choix sont : { $choices }
move-does-not-promote = `{ $text }` n'est pas une promotion : le coup n'atteint pas de case de promotion
move-no-castling = il n'y a pas de roque dans ce jeu ({ $game })
move-castling-not-now = { $castle } est impossible maintenant : il faut que le Roi et cette Tour n'aient pas bougé, que les cases entre eux soient vides, et que le Roi ne soit pas en échec et ne passe ni n'arrive sur une case attaquée
move-no-royal-change = un Prince ne peut pas devenir Roi dans ce jeu ({ $game })
move-not-a-prince = la pièce en { $square } est de type { $found }, pas un Prince
move-no-prince-on = il n'y a pas de Prince des { $color } en { $square }
# $special : succession ou abdication.
move-royal-not-in-check = { $special ->
    [succession] la succession
   *[abdication] l'abdication
} n'est possible que si vous êtes mat ; votre Roi n'est pas en échec
move-royal-other-moves = { $special ->
    [succession] la succession
   *[abdication] l'abdication
} n'est possible que si vous êtes mat ; vous avez d'autres coups qui parent l'échec
move-prince-unsafe = le Prince en { $square } ne peut pas devenir Roi ({ $special ->
    [succession] succession) : il est attaqué
   *[abdication] abdication) : il serait attaqué une fois l'ancien Roi retiré de l'échiquier
}
move-not-your-turn = ce n'est pas votre tour : le trait est aux { $to_move }
move-game-over = la partie est terminée : { $result }

## Coups en notation longue refusés

lan-syntax = `{ $text }` n'est pas un coup en notation algébrique longue (exemples : e2e4, e11e12=Q, f5g6h7, a1xa11, e1=K)
lan-off-board = { $square } n'est pas une case de l'échiquier ({ $game })
lan-no-piece = il n'y a aucune pièce du camp au trait en { $square }
lan-illegal = `{ $text }` n'est pas un coup légal dans cette position
lan-promotion-missing = `{ $text }` exige une pièce de promotion, parmi : { $choices }

## Demandes refusées

game-over = la partie est terminée : { $result }
game-setup-after-start = la disposition ne peut être choisie qu'avant le premier coup
game-setup-with-fen = cette partie est partie d'une position personnalisée ; elle n'a pas de choix de disposition
# $arrangement, $key : des identifiants de jeux tels que les joueurs les tapent.
game-wrong-arrangement = cette disposition est celle du jeu { $arrangement }, mais cette partie se joue au jeu { $key }
game-nothing-to-take-back = il n'y a aucun coup à reprendre
game-cannot-take-back = une partie terminée ({ $reason }) ne peut pas être reprise
game-illegal-move = `{ $text }` n'est pas un coup légal

## Dispositions (Zanzibar) refusées

setup-no-choice = ce jeu ({ $key }) n'a pas de choix de disposition ; seuls zanzibar-xl et zanzibar-s en ont un
setup-length = une disposition ({ $game }) compte { $want } lettres (les pièces en { $squares }), pas { $got }
setup-unknown-letter = `{ $letter }` n'est pas une lettre de pièce de ce jeu
setup-wrong-square-centre = la pièce { $piece } ne peut pas se placer en { $square } : les colonnes f et g reçoivent { $names }
setup-wrong-square-wings-xl = la pièce { $piece } ne peut pas se placer en { $square } : les colonnes e et h reçoivent { $names }
setup-wrong-square-wings-s = la pièce { $piece } ne peut pas se placer en { $square } : e1 et h1 reçoivent { $names }
setup-twice = la pièce { $piece } est placée deux fois

## Textes de position (FEN) refusés

fen-field-count =
    le texte de position a { $count ->
        [one] { $count } champ
       *[other] { $count } champs
    } ; il en faut 6 : placement, camp au trait, droits, en passant, compteur de demi-coups, numéro du coup
fen-placement-rank-count = placement : { $found } rangées ; l'échiquier ({ $game }) en a { $height }
fen-placement-leading-zero = placement : rangée { $rank } : `0{ $digit }` n'est pas un nombre de cases vides
fen-placement-zero-count = placement : rangée { $rank } : 0 n'est pas un nombre de cases vides
fen-placement-unknown-letter = placement : rangée { $rank } : `{ $letter }` n'est pas une pièce de ce jeu ({ $game }) (ses lettres : { $letters })
fen-placement-too-long = placement : la rangée { $rank } dépasse les { $width } colonnes de l'échiquier
fen-placement-rank-length = placement : la rangée { $rank } a { $squares } cases ; l'échiquier a { $width } colonnes
fen-placement-kings = placement : les { $color } ont { $count } Rois ; chaque camp doit en avoir exactement un
fen-placement-should-have-promoted = placement : la pièce { $piece } des { $color } en { $square } aurait dû être promue
fen-placement-pawn-on-first-rank = placement : Pion des { $color } sur sa propre première rangée ({ $square })
fen-side = camp au trait : `w` ou `b` attendu, `{ $text }` trouvé
# $allowed : none, castling ou king-leap.
fen-rights-letter = droits : `{ $letter }` dans { $field } : ce jeu ({ $game }) n'admet { $allowed ->
    [castling] que `-` ou des lettres parmi KQkq
    [king-leap] que `-` ou des lettres parmi Kk
   *[none] que `-`
}
fen-rights-twice = droits : `{ $letter }` donné deux fois
fen-rights-pieces-moved = droits : le { $castle } des { $color } exige le Roi en { $king } et une Tour en { $rook }
fen-ep-not-squares = en passant : `{ $text }` n'est pas une liste de cases
fen-ep-off-board = en passant : `{ $text }` n'est pas une case de l'échiquier
fen-ep-too-many = en passant : deux cases au plus (un triple pas de KMF)
fen-ep-too-long = en passant : ce jeu ({ $game }) n'a pas de pas multiple qui traverse { $count } cases
fen-ep-not-consecutive = en passant : { $first } et { $second } ne sont pas des cases consécutives d'un coup des { $color }
# $on : une case, ou none (alors : la case suivante).
fen-ep-no-mover = en passant : aucune pièce des { $color } qui aurait pu traverser { $text } ne se trouve { $on ->
    [none] sur la case suivante
   *[other] en { $on }
}
fen-ep-not-empty = en passant : { $square } devrait être vide après un pas multiple
fen-half-move = compteur de demi-coups : un nombre attendu, `{ $text }` trouvé
fen-full-move = numéro du coup : un nombre à partir de 1 attendu, `{ $text }` trouvé
fen-not-to-move-in-check = position : les { $color } n'ont pas le trait, mais leur Roi en { $king } est en échec

## Plateformes

thread-title = acedrex #{ $id } · { $game } · { $white } contre { $black }
played-here = La partie #{ $id } se joue ici : `/move` ou `!move`, `/board`, et les boutons.
played-here-mention = La partie #{ $id } se joue ici : `/move`, `/board`, les boutons, ou { $bot } `e4`.
played-here-buttons = La partie #{ $id } se joue ici : `/move`, `/board`, et les boutons.
apology = Désolé, quelque chose s'est mal passé avec cette commande.
thinking = réflexion…
# Après la mention du joueur au trait : « @alice, à vous de jouer. »
your-move = à vous de jouer.

# Branch matrix-fr : les mots du bot dans un salon Matrix.
# Quand le bot rejoint un salon, dans la langue de qui l'a invité.
room-greeting = Bonjour ! Je joue aux grandes variantes d'échecs. Tapez `help` pour voir les commandes, ou `play chess @quelqu'un` pour lancer une partie (`play chess bot` contre moi).
# Un message d'un salon chiffré que le bot n'a pas pu lire.
undecryptable = Je n'ai pas pu déchiffrer un message ici : mon appareil n'a pas reçu sa clé. Si c'était une commande, renvoyez-la dans un instant (votre client doit peut-être partager ses clés avec mon appareil), ou utilisez un salon non chiffré.

# Branch matrix-fr : les mots propres au terminal.
# Sans boutons, les commandes qu'ils enverraient ; $commands : `accept`, `decline`.
terminal-you-can-type = (vous pouvez taper : { $commands })
# Une image de l'échiquier ou un fichier écrit par le terminal ; $path : où.
terminal-image = image : { $path }
terminal-file = fichier : { $path }
# `as NOM` : qui tape désormais.
terminal-you-are = Vous êtes maintenant { $name }.
terminal-as-usage = syntaxe : as NOM (un seul mot)

# Branche words : ce que doit être un argument (arg-takes), la pièce d'un camp.
takes-days = un nombre de jours par coup, de 1 à 60, comme `days 3`
takes-clock = des minutes pour la partie et des secondes par coup, comme `clock 15+10` (de 1 à 180 minutes, de 0 à 60 secondes)
takes-setup = une disposition comme UQKFOLGD, ou `random`
takes-fen = un texte de position (FEN)
takes-game-number = #12
# « Cavalier des Blancs » : $color est color-white ou color-black, $piece le nom de la pièce.
piece-of-side = { $piece } des { $color }
# La virgule décimale des nombres à fraction (« 1,5 pion ») ; le signe est gardé.
number-decimal-mark = ,
# Un nom de pièce tapé (`piece JEU NOM`) par lequel commencent les noms de plusieurs
# pièces : $candidates leurs noms, joints par list-or.
piece-name-ambiguous = `{ $text }` peut désigner : { $candidates } ; écrivez davantage de son nom, ou sa lettre.
# fe-lang : les mots propres des front ends.
# Le texte alternatif d'une image de l'échiquier (lecteurs d'écran, notifications).
board-image-alt = { $move ->
    [0] { $game }, partie nº { $id } : l'échiquier au départ.
   *[other] { $game }, partie nº { $id } : l'échiquier après le coup { $move }.
}
