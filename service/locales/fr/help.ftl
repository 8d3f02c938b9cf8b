# acedrex — français : les pages d'aide (`help`, `help COMMAND`) et les résumés des règles
# (`rules JEU`). Les mots des commandes et la notation en `code` restent tels quels ; les
# noms d'arguments (`VARIANT`, `@opponent`, `#GAME`) sont ceux des lignes de syntaxe.
# Vocabulaire : docs/i18n/glossary-fr.md.

## `help` : la liste des commandes

help-overview-head = **Commandes d'acedrex**, telles que vous les tapez ici (`play …`) :
# $usage : la ligne de syntaxe courte de la commande ; $brief : cmd-NAME-brief.
help-overview-line = - `{ $usage }` — { $brief }
help-overview-games = Les parties sont numérotées comme `#12` : ajoutez `#ID` quand une commande pourrait viser plusieurs de vos parties.
help-overview-variants = Jeux : chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2. `help COMMAND` pour les détails.

## `help COMMANDE`

help-command-head = **{ $command }** — `{ $usage }`
help-game-arg = `#GAME` : le numéro de la partie, par exemple `#12` ; utile seulement si vous avez plusieurs parties ici (le bot les liste).
# $examples : des exemples en `code`, séparés par « , ».
help-examples = **Exemples :** { $examples }
help-who = **Qui :** { $who }
help-unknown = Il n'y a pas de commande `{ $word }`.
help-did-you-mean = Vouliez-vous dire `{ $guess }` ?
help-commands = Commandes : { $commands }. `help COMMAND` en explique une.

## `rules JEU`

# $last_file : la lettre de la dernière colonne.
rules-head = **{ $game }** (`{ $key }`) — { $origin }. Échiquier de **{ $width }×{ $height }** (a–{ $last_file }, 1–{ $height }) ; les Blancs commencent.
rules-pieces = **Pièces**
# $moves : piece-KEY-summary, ou les mots propres au jeu pour cette pièce.
rules-piece-line = - { $letter } { $piece } — { $moves }
rules-setup = **Position de départ** — { $line }
rules-special = **Règles spéciales**
rules-special-line = - { $line }
rules-end = **Fin de partie** — { $end }
rules-end-checkmate = le mat gagne
rules-end-abdication = le mat gagne quand aucune abdication n'est possible
rules-end-succession = le mat gagne quand aucune succession n'est possible
rules-end-stalemate-loses = ; **pat : le camp pat perd**
rules-end-bare-king = ; **Roi dépouillé** : ne laisser à l'adversaire que son Roi, en gardant soi-même davantage, gagne aussitôt
# $stalemate : yes quand le pat est nulle dans ce jeu.
rules-end-draws = . Nulles : { $stalemate ->
    [yes] pat,{" "}
   *[no] {""}
}triple répétition, 100 demi-coups sans prise ni coup de Pion, deux Rois seuls, accord mutuel.
rules-footer = `piece { $key } { $example }` : les déplacements d'une pièce ; `help move` : la notation.

## `lang`

cmd-lang-brief = la langue dans laquelle je vous réponds
cmd-lang-detail-1 = `lang es`, `lang fr`, `lang de` ou `lang en` : je vous réponds désormais en espagnol, en français, en allemand ou en anglais, sur toutes les plateformes. `lang` seul indique la langue actuelle.
cmd-lang-who = tout le monde.

## L'aide de chaque commande : en bref, les lignes de détail, qui peut l'utiliser

cmd-play-brief = défier un joueur, le bot ou tout le salon
cmd-play-detail-1 = Lancer une partie en défiant quelqu'un.
cmd-play-detail-2 = `VARIANT` : chess, shako, perfect12, kmf, grant-acedrex, zanzibar-xl, zanzibar-s, tamerlane2 (ou zanzibar, acedrex, tamerlane…).
cmd-play-detail-3 = `@opponent` : ce joueur doit accepter (`accept`) ou refuser (`decline`). `bot` : le bot accepte aussitôt. Sans adversaire : un défi ouvert que n'importe qui dans le salon peut accepter.
cmd-play-detail-4 = `white|black|random` : votre couleur (par défaut, tirée au sort).
cmd-play-detail-5 = `days N` : partie par correspondance, N jours au plus par coup (par défaut entre joueurs : `days 3`). `clock M+S` : une pendule en direct, M minutes chacun plus S secondes par coup (`clock 15+10`), lancée après le premier coup de chaque camp. Le temps dépassé fait perdre (nulle si l'adversaire n'a plus que son Roi).
cmd-play-detail-6 = `level N` : la force du bot, de 1 (le plus faible) à 8, 5 par défaut.
cmd-play-detail-7 = `setup ARRANGEMENT|random` : Zanzibar seulement, fixe la disposition dès maintenant ; sinon, les Noirs la choisissent avec `setup` avant le premier coup des Blancs.
cmd-play-detail-8 = `fen FEN` : partir d'une position personnalisée (à écrire en dernier).
cmd-play-who = tout le monde.
cmd-accept-brief = accepter un défi
cmd-accept-detail-1 = Accepter un défi qui vous est adressé, ou un défi ouvert dans ce salon ; la partie commence.
cmd-accept-who = le joueur défié ; pour un défi ouvert, tout le monde sauf son auteur.
cmd-decline-brief = refuser un défi
cmd-decline-detail-1 = Refuser un défi qui vous est adressé.
cmd-decline-who = le joueur défié.
cmd-cancel-brief = retirer votre défi
cmd-cancel-detail-1 = Retirer un défi que vous avez lancé et que personne n'a encore accepté.
cmd-cancel-who = l'auteur du défi.
cmd-move-brief = jouer un coup (ou tapez-le simplement : `e4`, `Nf3`)
cmd-move-detail-1 = Jouer un coup. Dans un salon où vous avez une seule partie, tapez simplement le coup.
cmd-move-detail-2 = Notation algébrique (lettres anglaises) : `e4`, `exd5`, `Nf3`, `Rxb10`, `Nbd2`, `b12=Q` ; `x`/`:` facultatifs, `+ # ! ?` ignorés ; minuscules acceptées quand la lecture est sans ambiguïté.
cmd-move-detail-3 = Notation algébrique longue : `e2e4`, `e2-e4`, `e11e12=Q`, `e11e12q`. Les noms de pièces marchent aussi : `Lion f5xg6`.
cmd-move-detail-4 = Roque : `O-O`, `O-O-O` (ou `0-0`, `0-0-0`).
cmd-move-detail-5 = Lion de Perfect 12 : `Lf5xg6-h7`, `Lf5xg6xh7`, igui `Lf5xg6-f5`, passe `Lf5-f5` (notation longue : `f5g6h7`). Tir de l'Archer (KMF) : `Aa1xa11`.
cmd-move-detail-6 = Abdication (KMF) / succession (Tamerlan II) : `Je1=K` ou `# Je1=K`.
cmd-move-detail-7 = Un coup illégal est refusé avec la raison : pièce absente, case inaccessible, Roi laissé en échec, coup ambigu (avec les possibilités)…
cmd-move-who = un joueur de la partie, quand il a le trait.
cmd-setup-brief = Zanzibar : les Noirs choisissent la disposition
cmd-setup-detail-1 = Zanzibar seulement : les Noirs choisissent la disposition des pièces centrales du fond avant le premier coup des Blancs ; les Blancs reçoivent la même sur les mêmes colonnes.
cmd-setup-detail-2 = XL : les lettres en e1 f1 g1 h1 e2 f2 g2 h2, par exemple `UQKFOLGD`. S : les lettres en e1 f1 g1 h1 f2 g2, par exemple `FQKULG`.
cmd-setup-detail-3 = Roi, Dame, Aigle (G) et Lion vont sur les colonnes f et g ; Duchesse (D), Sorcière (O), Rhinocéros (U) et Buffle (F) sur les colonnes e et h (S : seulement U et F, en e1 et h1).
cmd-setup-detail-4 = `random` en tire une au sort. Sans choix, les dispositions par défaut ci-dessus s'appliquent.
cmd-setup-who = le joueur des Noirs, avant le premier coup des Blancs.
cmd-board-brief = montrer l'échiquier
cmd-board-detail-1 = Montrer l'image de l'échiquier d'une partie, avec le dernier coup marqué.
cmd-board-who = tout le monde.
cmd-flip-brief = l'échiquier retourné, pour vous seul
cmd-flip-detail-1 = Montrer l'échiquier d'une partie avec l'autre camp en bas, ou avec le camp que vous nommez. Vous seul le voyez quand la plateforme le permet (Discord) ; l'échiquier de la partie ne change pas.
cmd-flip-who = tout le monde.
cmd-moves-brief = les coups légaux, ou ceux d'une pièce en image
cmd-moves-detail-1 = Sans case : la liste des coups légaux.
cmd-moves-detail-2 = Avec une case : une image de l'échiquier où sont marqués les coups légaux de cette pièce.
cmd-moves-who = tout le monde.
cmd-hint-brief = le bot suggère un coup (parties contre le bot)
cmd-hint-detail-1 = Le bot vous suggère un coup. Seulement dans les parties contre le bot.
cmd-hint-who = le joueur qui affronte le bot.
cmd-resign-brief = abandonner la partie
cmd-resign-detail-1 = Abandonner : votre adversaire gagne.
cmd-resign-who = un joueur de la partie.
cmd-abort-brief = annuler une partie avant que les deux camps aient joué
cmd-abort-detail-1 = Annuler une partie qui vient de commencer, avant que les deux camps aient joué : elle s'arrête sans résultat, non classée, et ne compte ni dans les statistiques ni au palmarès.
cmd-abort-detail-2 = Une fois que les deux camps ont joué, abandonnez (`resign`) ou proposez la nulle (`draw`).
cmd-abort-who = un joueur de la partie.
cmd-rematch-brief = la même partie, couleurs inversées
cmd-rematch-detail-1 = Après une partie (terminée ou annulée) : défier le même adversaire au même jeu, avec la même cadence, classée ou non comme avant, couleurs inversées. Il l'accepte (`accept`) comme tout défi ; le bot accepte aussitôt.
cmd-rematch-detail-2 = Sans `#GAME` : votre dernière partie terminée dans ce salon. Une seule revanche d'une partie peut être en attente à la fois.
cmd-rematch-who = un joueur de la partie terminée.
cmd-draw-brief = proposer ou accepter la nulle
cmd-draw-detail-1 = Proposer la nulle ; votre adversaire accepte en tapant `draw` à son tour.
cmd-draw-who = un joueur de la partie.
cmd-takeback-brief = demander à reprendre votre dernier coup
cmd-takeback-detail-1 = Demander à reprendre votre dernier coup ; votre adversaire accepte avec `takeback`. Le bot accepte aussitôt.
cmd-takeback-who = un joueur de la partie.
cmd-claim-brief = gagner une partie que votre adversaire a délaissée
cmd-claim-detail-1 = Gagner une partie que votre adversaire a délaissée : dans une partie sans cadence, quand il a le trait et n'a pas joué depuis le délai configuré (72 heures par défaut).
cmd-claim-detail-2 = Une partie avec cadence (jours par coup, ou pendule) est tranchée par sa pendule : quand le temps de l'adversaire est écoulé, il perd au temps, sans réclamation ; d'ici là, `claim` indique combien de temps il lui reste.
cmd-claim-who = le joueur qui attend le coup adverse.
cmd-games-brief = parties en cours et défis ouverts de ce salon
cmd-games-detail-1 = Lister les parties en cours et les défis ouverts de ce salon, avec leurs numéros.
cmd-games-who = tout le monde.
cmd-record-brief = le fichier du relevé de la partie
cmd-record-detail-1 = Envoyer le relevé de la partie (façon PGN : des balises et les coups en notation algébrique).
cmd-record-who = tout le monde.
cmd-gif-brief = un GIF animé de la partie
cmd-gif-detail-1 = Envoyer un GIF animé de la partie jusqu'ici, coup par coup.
cmd-gif-who = tout le monde.
cmd-rules-brief = les règles d'un jeu
cmd-rules-detail-1 = Un résumé des règles d'un jeu : échiquier, pièces, position de départ, règles spéciales, fin de partie.
cmd-rules-who = tout le monde.
cmd-piece-brief = comment une pièce se déplace, avec un diagramme
cmd-piece-detail-1 = Un diagramme des déplacements et la description d'une pièce. `PIECE` : sa lettre ou son nom.
cmd-piece-who = tout le monde.
cmd-stats-brief = cotes et résultats
cmd-stats-detail-1 = La cote d'un joueur par jeu (Glicko-2) et ses victoires, nulles et défaites ; la vôtre sans `@player`.
cmd-stats-who = tout le monde.
cmd-leaderboard-brief = les joueurs les mieux cotés d'un jeu
cmd-leaderboard-detail-1 = Les joueurs les mieux cotés d'un jeu.
cmd-leaderboard-who = tout le monde.
cmd-analyse-brief = erreurs, gaffes et graphique d'évaluation d'une partie terminée
cmd-analyse-detail-1 = Le moteur parcourt une partie terminée, relève les erreurs (`?`) et les gaffes (`??`) de chaque camp avec le coup qu'il aurait joué, et envoie un graphique de l'évaluation.
cmd-analyse-detail-2 = Cela prend jusqu'à une minute pour les longues parties ; `analyse stop` l'interrompt.
cmd-analyse-who = tout le monde, une fois la partie terminée.
cmd-remind-brief = rappels quand c'est à vous de jouer
cmd-remind-detail-1 = Quand vous avez le trait depuis un jour (et de nouveau avant l'échéance d'une partie par correspondance), le bot vous le rappelle une fois, là où vous jouez. `remind off` arrête cela pour toutes vos parties.
cmd-remind-who = chacun, pour lui-même.
cmd-help-brief = cette liste, ou une commande en détail
cmd-help-detail-1 = Sans mot : toutes les commandes. Avec un mot : sa syntaxe, ses arguments et des exemples.
cmd-help-who = tout le monde.
cmd-as-brief = terminal : changer le joueur au nom duquel vous tapez
cmd-as-detail-1 = Terminal seulement : désormais, vous tapez au nom du joueur NAME. Nommez les adversaires `@NAME`.
cmd-as-who = l'utilisateur du terminal.
cmd-quit-brief = terminal : quitter (les parties sont conservées)
cmd-quit-detail-1 = Terminal seulement : terminer la session. Les parties sont enregistrées et continuent la prochaine fois.
cmd-quit-who = l'utilisateur du terminal.
