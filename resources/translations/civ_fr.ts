<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AIDriver</name>
    <message>
        <source>the AI chose an illegal action: {action}</source>
        <comment>action: in the game's notation</comment>
        <translation>l'IA a choisi une action interdite : {action}</translation>
    </message>
    <message>
        <source>the Hard AI's search processes stopped and could not be started again: the Hard AI seats play as Medium AI until the next game</source>
        <translation>les processus de recherche de l'IA difficile se sont arrêtés et n'ont pas pu être relancés : les joueurs IA difficile jouent comme l'IA moyenne jusqu'à la prochaine partie</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Your {domain}</source>
        <comment>a Domain grid of your tableau</comment>
        <translation>Votre {domain}</translation>
    </message>
    <message>
        <source>{player}'s {domain}</source>
        <comment>a Domain grid of a player</comment>
        <translation>{domain} de {player}</translation>
    </message>
    <message>
        <source>level 2 reached</source>
        <translation>niveau 2 atteint</translation>
    </message>
    <message>
        <source>level 1 reached</source>
        <translation>niveau 1 atteint</translation>
    </message>
    <message>
        <source>no level reached</source>
        <translation>aucun niveau atteint</translation>
    </message>
    <message>
        <source>Hegemony reached</source>
        <translation>Hégémonie atteinte</translation>
    </message>
    <message>
        <source>{grid}: {cards}, {level}, {hegemony}.</source>
        <comment>a Domain grid: its name, its number of cards, its level, how far from Hegemony</comment>
        <translation>{grid} : {cards}, {level}, {hegemony}.</translation>
    </message>
    <message>
        <source>Cards: {cards}.</source>
        <translation>Cartes : {cards}.</translation>
    </message>
    <message>
        <source>Under an Embargo by {player}.</source>
        <translation>Sous Embargo, placé par {player}.</translation>
    </message>
    <message>
        <source>{player} holds the Art coin on it.</source>
        <translation>La pièce de Majorité en Art de {player} est placée face à ce Domaine.</translation>
    </message>
    <message>
        <source>{domain} {count}</source>
        <comment>a Domain and its number of cards, in a list</comment>
        <translation>{domain} {count}</translation>
    </message>
    <message>
        <source>{player} ({role}). {hand}. Tableau: {counts}.</source>
        <comment>a player's area: name, kind of player, hand, Domain counts</comment>
        <translation>{player} ({role}). {hand}. Plan de jeu : {counts}.</translation>
    </message>
    <message>
        <source>To move.</source>
        <comment>this player's turn</comment>
        <translation>C'est son tour.</translation>
    </message>
    <message>
        <source>{place}, can be chosen</source>
        <translation>{place}, peut être choisie</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>peut être choisie</translation>
    </message>
    <message>
        <source>{place}, chosen</source>
        <translation>{place}, choisie</translation>
    </message>
    <message>
        <source>chosen</source>
        <comment>a card chosen</comment>
        <translation>choisie</translation>
    </message>
    <message>
        <source>cannot be chosen now</source>
        <translation>ne peut pas être choisie maintenant</translation>
    </message>
    <message>
        <source>{place}, not playable: {why}</source>
        <translation>{place}, injouable : {why}</translation>
    </message>
    <message>
        <source>cannot be chosen: {why}</source>
        <translation>ne peut pas être choisie : {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n Democracy card(s) under it.</source>
        <translation>
            <numerusform>%n carte Démocratie est placée dessous.</numerusform>
            <numerusform>%n cartes Démocratie sont placées dessous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand: {cards}</source>
        <translation>
            <numerusform>%n carte en main : {cards}</numerusform>
            <numerusform>%n cartes en main : {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n short of Hegemony</source>
        <comment>cards still missing for Hegemony</comment>
        <translation>
            <numerusform>encore %n carte pour l'Hégémonie</numerusform>
            <numerusform>encore %n cartes pour l'Hégémonie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Action</name>
    <message>
        <source>end turn</source>
        <translation>terminer le tour</translation>
    </message>
    <message>
        <source>use {effect}</source>
        <translation>appliquer {effect}</translation>
    </message>
    <message>
        <source>copy {player}'s {effect}</source>
        <translation>copier {effect} de {player}</translation>
    </message>
    <message>
        <source>target {player}</source>
        <translation>cibler {player}</translation>
    </message>
    <message>
        <source>domain {domain}</source>
        <translation>choisir le Domaine {domain}</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>jouer {cards}</translation>
    </message>
    <message>
        <source>keep {cards}</source>
        <translation>garder {cards}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>défausser {cards}</translation>
    </message>
    <message>
        <source>remove {cards}</source>
        <translation>défausser {cards} du Plan de jeu</translation>
    </message>
    <message>
        <source>return {cards}</source>
        <translation>reprendre {cards} en main</translation>
    </message>
    <message>
        <source>take {cards}</source>
        <translation>prendre {cards} dans la défausse</translation>
    </message>
    <message>
        <source>give {cards}</source>
        <translation>rendre {cards}</translation>
    </message>
    <message>
        <source>pick {cards}</source>
        <translation>prendre {cards} au centre</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <comment>an action refused, and why</comment>
        <translation>{action} : {reason}</translation>
    </message>
</context>
<context>
    <name>ArtCoin</name>
    <message>
        <source>C</source>
        <comment>the initial of the Culture Domain on the Art coin</comment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <source>Choose the Domain to attack</source>
        <translation>Choisissez le Domaine à attaquer</translation>
    </message>
    <message>
        <source>{domain} — {losses}</source>
        <translation>{domain} — {losses}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the lost cards</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>you lose {cards}</source>
        <translation>vous perdez {cards}</translation>
    </message>
    <message>
        <source>you: nothing</source>
        <translation>vous : rien</translation>
    </message>
    <message>
        <source>{name} loses {cards}</source>
        <translation>{name} perd {cards}</translation>
    </message>
    <message>
        <source>{name}: nothing</source>
        <translation>{name} : rien</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the players' losses</comment>
        <translation> ; </translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Age {age} card</source>
        <translation>carte de l'Âge {age}</translation>
    </message>
    <message>
        <source>{domain} {age}</source>
        <comment>a card's name: its Domain, its Age</comment>
        <translation>{domain} {age}</translation>
    </message>
</context>
<context>
    <name>CardRow</name>
    <message>
        <source>{card}, {description}</source>
        <comment>the card at the keyboard's cursor, then where it lies and what it may do</comment>
        <translation>{card}, {description}</translation>
    </message>
</context>
<context>
    <name>CentreStrip</name>
    <message>
        <source>1 · Play a card</source>
        <translation>1 · Jouer une carte</translation>
    </message>
    <message>
        <source>2 · Effects</source>
        <translation>2 · Effets</translation>
    </message>
    <message>
        <source>3 · Refill</source>
        <translation>3 · Compléter sa Main</translation>
    </message>
    <message>
        <source>Points each player would score on majorities if the game ended now: 1 per Domain where they have the most cards (ties score each; a Domain nobody has scores nothing).</source>
        <translation>Points que chaque joueur marquerait aux majorités si la partie s'arrêtait maintenant : 1 par Domaine où il a le plus de cartes (en cas d'égalité, chacun marque le point ; un Domaine où personne n'a de carte ne rapporte rien).</translation>
    </message>
    <message>
        <source>team&amp;nbsp;{team}&amp;nbsp;{points}</source>
        <translation>équipe&amp;nbsp;{team}&amp;nbsp;{points}</translation>
    </message>
    <message>
        <source>you&amp;nbsp;{points}</source>
        <translation>vous&amp;nbsp;{points}</translation>
    </message>
    <message>
        <source>{name}&amp;nbsp;{points}</source>
        <translation>{name}&amp;nbsp;{points}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Majorities now:&lt;/b&gt; {scores}</source>
        <translation>&lt;b&gt;Majorités actuelles :&lt;/b&gt; {scores}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Draft — your choice</source>
        <translation>Draft — à vous de choisir</translation>
    </message>
    <message>
        <source>Draft — {name} chooses</source>
        <translation>Draft — {name} choisit</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>Tour de {name}</translation>
    </message>
    <message>
        <source>{name}, your turn</source>
        <comment>hot seat: the person at the screen</comment>
        <translation>{name}, c'est votre tour</translation>
    </message>
    <message>
        <source>Draft pass {round} of 3: keep a card</source>
        <translation>Draft, passe {round} sur 3 : gardez une carte</translation>
    </message>
    <message>
        <source>Draft pass {round} of 3: take a card from the centre</source>
        <translation>Draft, passe {round} sur 3 : prenez une carte au centre</translation>
    </message>
    <message>
        <source>{step} (none: final round)</source>
        <translation>{step} (pas au dernier tour)</translation>
    </message>
    <message>
        <source>Hand limit this turn: {limit}</source>
        <translation>Limite de cartes en main ce tour-ci : {limit}</translation>
    </message>
    <message>
        <source>FINAL ROUND — the deck is empty: no more refills. After the last player of this round, majorities decide the game.</source>
        <translation>DERNIER TOUR — la pioche est vide : plus personne ne complète sa Main. Après le dernier joueur de ce tour, les majorités désignent le vainqueur.</translation>
    </message>
    <message>
        <source>FINAL ROUND</source>
        <comment>the banner's pill; no more refills</comment>
        <translation>DERNIER TOUR</translation>
    </message>
    <message numerus="yes">
        <source>{threat} (%n more threat(s))</source>
        <comment>threat: the first player who could win by Hegemony; %n: how many more could</comment>
        <translation><numerusform>{threat} (%n autre menace)</numerusform><numerusform>{threat} (%n autres menaces)</numerusform></translation>
    </message>
</context>
<context>
    <name>Cover</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>The last move has been played. Click (or press Enter) to see the result with everyone.</source>
        <translation>Le dernier coup a été joué. Cliquez (ou appuyez sur Entrée) pour découvrir le résultat tous ensemble.</translation>
    </message>
    <message>
        <source>Show the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <source>{name} keeps a card in the draft.</source>
        <translation>{name} garde une carte pendant le Draft.</translation>
    </message>
    <message>
        <source>{name} takes a card from the centre.</source>
        <translation>{name} prend une carte au centre.</translation>
    </message>
    <message>
        <source>The game begins: {name} plays first.</source>
        <translation>La partie commence : {name} joue en premier.</translation>
    </message>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>C'est au tour de {name}.</translation>
    </message>
    <message>
        <source>{doing}&lt;br&gt;{name}: click here or press Enter to see your hand. Everyone else, please look away.</source>
        <comment>doing: the sentence before, 'It is Ann's turn.'</comment>
        <translation>{doing}&lt;br&gt;{name} : cliquez ici ou appuyez sur Entrée pour voir votre Main. Les autres joueurs, détournez les yeux, s'il vous plaît.</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passez l'écran à {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Je suis {name} : voir ma Main</translation>
    </message>
    <message>
        <source>Hot-seat cover</source>
        <translation>Écran de changement de joueur</translation>
    </message>
</context>
<context>
    <name>DataSafety</name>
    <message>
        <source>Game&amp;nbsp;›&amp;nbsp;Save&amp;nbsp;as…</source>
        <comment>the menu path of Save as, as the menus say it; &amp;nbsp; keeps it on one line</comment>
        <translation>Jeu&amp;nbsp;›&amp;nbsp;Enregistrer&amp;nbsp;sous…</translation>
    </message>
    <message>
        <source>CIV is already running (process {pid} on {host}) with the data folder {folder}.</source>
        <translation>CIV est déjà lancé (processus {pid} sur {host}) avec le dossier de données {folder}.</translation>
    </message>
    <message>
        <source>CIV is already running (process {pid}) with the data folder {folder}.</source>
        <translation>CIV est déjà lancé (processus {pid}) avec le dossier de données {folder}.</translation>
    </message>
    <message>
        <source>CIV is already running with the data folder {folder}.</source>
        <translation>CIV est déjà lancé avec le dossier de données {folder}.</translation>
    </message>
    <message>
        <source>Only one copy can play at a time: two copies would overwrite each other's autosave. Switch to the open window, or close it first.</source>
        <translation>Le jeu ne peut être ouvert que dans une seule fenêtre à la fois : deux exemplaires écraseraient chacun la sauvegarde automatique de l'autre. Passez à la fenêtre déjà ouverte, ou fermez-la d'abord.</translation>
    </message>
    <message>
        <source>CIV is already running</source>
        <translation>CIV est déjà lancé</translation>
    </message>
    <message>
        <source>the file is nested too deeply</source>
        <translation>le fichier est trop profondément imbriqué</translation>
    </message>
    <message>
        <source>Why: {reason}.

It could not be moved aside either ({why}), so it stays as
{path}
and this session does not autosave, to keep it as it is.</source>
        <comment>why: the system's reason</comment>
        <translation>Raison : {reason}.

Il n'a pas pu non plus être mis de côté ({why}) ; il reste donc à l'emplacement
{path}
et cette session ne fait aucune sauvegarde automatique, pour le laisser intact.</translation>
    </message>
    <message>
        <source>Why: {reason}.

The file is kept, renamed, in the data folder:
{moved}

Nothing overwrites it: a new game saves to a new autosave.</source>
        <translation>Raison : {reason}.

Le fichier est conservé, sous un autre nom, dans le dossier de données :
{moved}

Rien ne l'écrasera : une nouvelle partie est sauvegardée dans un nouveau fichier de sauvegarde automatique.</translation>
    </message>
    <message>
        <source>The autosave is damaged</source>
        <translation>La sauvegarde automatique est endommagée</translation>
    </message>
    <message>
        <source>The game autosaved last time cannot be read, so it cannot be resumed.</source>
        <translation>La partie sauvegardée automatiquement la dernière fois est illisible : impossible de la reprendre.</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;This game cannot be autosaved&lt;/b&gt;: {problem}. You can play, and keep the game with {save_as} in another folder. To autosave, make the folder writable (or set CIV_DATA_DIR to another one) and restart.</source>
        <translation>⚠ &lt;b&gt;Cette partie ne peut pas être sauvegardée automatiquement&lt;/b&gt; : {problem}. Vous pouvez jouer, et conserver la partie dans un autre dossier avec {save_as}. Pour la sauvegarde automatique, rendez ce dossier accessible en écriture (ou indiquez-en un autre dans CIV_DATA_DIR), puis relancez le jeu.</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;Your game is not being saved&lt;/b&gt;: {problem}. Play on: saving is retried after every action and this note goes away when it works again ({save_as} can keep the game elsewhere meanwhile).</source>
        <translation>⚠ &lt;b&gt;Votre partie n'est pas sauvegardée&lt;/b&gt; : {problem}. Continuez à jouer : la sauvegarde est retentée après chaque action et ce message disparaîtra dès qu'elle fonctionnera de nouveau (en attendant, {save_as} permet de conserver la partie ailleurs).</translation>
    </message>
    <message>
        <source>✓ &lt;b&gt;Saving works again&lt;/b&gt;: the game is autosaved to {path}.</source>
        <translation>✓ &lt;b&gt;La sauvegarde fonctionne de nouveau&lt;/b&gt; : la partie est sauvegardée automatiquement dans {path}.</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>Rules of this choice</source>
        <translation>Règles de ce choix</translation>
    </message>
    <message>
        <source>Open the rules here (F1)</source>
        <translation>Ouvrir les règles à ce sujet (F1)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>The effect has started: finish it, or take it back with Undo while nothing hidden has been shown.</source>
        <translation>L'effet a commencé : terminez-le, ou revenez en arrière avec Annuler le coup tant qu'aucune carte cachée n'a été révélée.</translation>
    </message>
</context>
<context>
    <name>Domain</name>
    <message>
        <source>Military</source>
        <translation>Militaire</translation>
    </message>
    <message>
        <source>Religion</source>
        <translation>Religion</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Économie</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Science</translation>
    </message>
    <message>
        <source>Culture</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Utopia</source>
        <translation>Utopie</translation>
    </message>
</context>
<context>
    <name>DraftPanel</name>
    <message>
        <source>No packet in your hands right now.</source>
        <translation>Vous ne tenez aucun paquet pour l'instant.</translation>
    </message>
    <message>
        <source>The centre fills after the third pass.</source>
        <translation>Le centre se remplit après la troisième passe.</translation>
    </message>
    <message>
        <source>Draft packet you hold</source>
        <translation>Paquet de Draft que vous tenez</translation>
    </message>
    <message>
        <source>in the packet you hold</source>
        <translation>dans le paquet que vous tenez</translation>
    </message>
    <message>
        <source>Draft centre, face up</source>
        <translation>Centre du Draft, face visible</translation>
    </message>
    <message>
        <source>in the centre</source>
        <translation>au centre</translation>
    </message>
    <message>
        <source>Packet you hold</source>
        <translation>Paquet que vous tenez</translation>
    </message>
    <message>
        <source>Centre (face up)</source>
        <translation>Centre (face visible)</translation>
    </message>
    <message>
        <source>Draft</source>
        <comment>the draft set-up's panel title</comment>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Click to keep this card.</source>
        <translation>Cliquez pour garder cette carte.</translation>
    </message>
    <message>
        <source>Click to take it into your tableau.</source>
        <translation>Cliquez pour la poser dans votre Plan de jeu.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the players' packet sizes</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{name} {count}</source>
        <comment>a player and the size of their packet</comment>
        <translation>{name} {count}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pass {round} of 3.&lt;/b&gt; Each player keeps one card of the packet they hold (it goes to their hand, hidden) and passes the rest to the player on their left. After the third pass the last card of each packet goes face up to the centre. Packets: {sizes}.</source>
        <translation>&lt;b&gt;Passe {round} sur 3.&lt;/b&gt; Chaque joueur garde une carte du paquet qu'il tient (elle va dans sa Main, cachée) et passe les autres au joueur à sa gauche. Après la troisième passe, la dernière carte de chaque paquet va face visible au centre. Paquets : {sizes}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pass {round} of 3.&lt;/b&gt; Keep one card of the packet you hold (it goes to your hand, hidden); the rest passes to the player on your left. After the third pass the last card of each packet goes face up to the centre. Packets: {sizes}.</source>
        <translation>&lt;b&gt;Passe {round} sur 3.&lt;/b&gt; Gardez une carte du paquet que vous tenez (elle va dans votre Main, cachée) ; les autres passent au joueur à votre gauche. Après la troisième passe, la dernière carte de chaque paquet va face visible au centre. Paquets : {sizes}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Centre.&lt;/b&gt; In turn, each player takes one centre card into their tableau (order: {order}). Everyone then starts with 3 cards in hand and 1 in tableau.</source>
        <translation>&lt;b&gt;Centre.&lt;/b&gt; À tour de rôle, chaque joueur prend une carte du centre et la pose dans son Plan de jeu (ordre : {order}). Chacun commence ensuite la partie avec 3 cartes en main et 1 dans son Plan de jeu.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>En attente de {name}…</translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <source>Assassination</source>
        <translation>Assassinat</translation>
    </message>
    <message>
        <source>Purge</source>
        <translation>Purge</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Holy Book</source>
        <translation>Livre Saint</translation>
    </message>
    <message>
        <source>Divine Right</source>
        <translation>Droit Divin</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inquisition</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Développement</translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation>Monopole</translation>
    </message>
    <message>
        <source>Embargo</source>
        <translation>Embargo</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Saut technologique</translation>
    </message>
    <message>
        <source>Inspiration</source>
        <translation>Inspiration</translation>
    </message>
    <message>
        <source>Oligarchy</source>
        <translation>Oligarchie</translation>
    </message>
    <message>
        <source>Republic</source>
        <translation>République</translation>
    </message>
    <message>
        <source>Democracy</source>
        <translation>Démocratie</translation>
    </message>
</context>
<context>
    <name>EffectInfo</name>
    <message>
        <source>level 1</source>
        <translation>Niveau 1</translation>
    </message>
    <message>
        <source>level 2</source>
        <translation>Niveau 2</translation>
    </message>
    <message>
        <source>sacrifice</source>
        <translation>sacrifice</translation>
    </message>
    <message>
        <source>inspiration</source>
        <translation>inspiration</translation>
    </message>
    <message>
        <source>Discard 1 card from your hand.</source>
        <translation>Défaussez 1 carte de votre Main.</translation>
    </message>
    <message>
        <source>Discard 2 cards from your hand.</source>
        <translation>Défaussez 2 cartes de votre Main.</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card, choose a Domain: discard one card of it from your tableau; every other player who has a card of it discards one.</source>
        <translation>Sacrifiez une carte {domain}, puis choisissez un Domaine : défaussez une carte de ce Domaine de votre Plan de jeu ; tous les autres joueurs qui en ont une en défaussent une aussi.</translation>
    </message>
    <message>
        <source>Your hand limit is {limit} this turn (applied by itself at End turn if you forget).</source>
        <translation>Votre limite de cartes en main passe à {limit} ce tour-ci (si vous oubliez de l'appliquer, cet effet s'applique automatiquement en fin de tour).</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card, choose another player: take their whole hand, look at both hands, give back as many cards as you took.</source>
        <translation>Sacrifiez une carte {domain}, puis choisissez un autre joueur : prenez toute sa Main, consultez les deux Mains et rendez-lui autant de cartes que vous en avez prises.</translation>
    </message>
    <message>
        <source>Discard 1 card of your tableau, then play 1 extra card from your hand.</source>
        <translation>Défaussez 1 carte de votre Plan de jeu, puis jouez 1 carte supplémentaire de votre Main.</translation>
    </message>
    <message>
        <source>Discard 2 cards of your tableau, then play 2 extra cards from your hand.</source>
        <translation>Défaussez 2 cartes de votre Plan de jeu, puis jouez 2 cartes supplémentaires de votre Main.</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card onto a Domain of another player: during their next turn they may not play cards of that Domain.</source>
        <translation>Sacrifiez une carte {domain} et placez-la sur un Domaine d'un autre joueur : pendant son prochain tour, il ne pourra jouer aucune carte de ce Domaine.</translation>
    </message>
    <message>
        <source>Return 1 card of your tableau to your hand, then play 1 extra card.</source>
        <translation>Reprenez en main 1 carte de votre Plan de jeu, puis jouez 1 carte supplémentaire.</translation>
    </message>
    <message>
        <source>Return 2 cards of your tableau to your hand, then play 2 extra cards.</source>
        <translation>Reprenez en main 2 cartes de votre Plan de jeu, puis jouez 2 cartes supplémentaires.</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card: draw the top {count} cards of the deck, then discard {count} cards from your hand (as many as you drew if the deck had fewer).</source>
        <translation>Sacrifiez une carte {domain} : piochez les {count} premières cartes de la pioche, puis défaussez {count} cartes de votre Main (ou autant que vous en avez piochées, si la pioche en contenait moins).</translation>
    </message>
    <message>
        <source>With strictly more {domain} cards than every other player: copy a permanent effect another player qualifies for, once per turn.</source>
        <translation>Si vous avez strictement plus de cartes {domain} que chacun des autres joueurs : copiez un effet permanent dont bénéficie un autre joueur, une fois par tour.</translation>
    </message>
    <message>
        <source>Take 1 card of your choice from the discard pile into your hand.</source>
        <translation>Prenez 1 carte de votre choix dans la défausse et ajoutez-la à votre Main.</translation>
    </message>
    <message>
        <source>Take 2 cards of your choice from the discard pile into your hand.</source>
        <translation>Prenez 2 cartes de votre choix dans la défausse et ajoutez-les à votre Main.</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card under a Domain of another player: for the rest of the game they need one more card of it for Hegemony.</source>
        <translation>Sacrifiez une carte {domain} et placez-la sous un Domaine d'un autre joueur : jusqu'à la fin de la partie, il lui faudra une carte de plus dans ce Domaine pour l'Hégémonie.</translation>
    </message>
</context>
<context>
    <name>EffectTooltip</name>
    <message>
        <source>{effect} — {domain} sacrifice</source>
        <translation>{effect} — {domain}, effet de sacrifice</translation>
    </message>
    <message>
        <source>{effect} — {domain}</source>
        <translation>{effect} — {domain}</translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Indisponible : {reason}</translation>
    </message>
    <message>
        <source>F1: the rules of {effect}</source>
        <translation>F1 : règles de l'effet {effect}</translation>
    </message>
    <message numerus="yes">
        <source>{effect} — {domain} level 1 (%n card(s))</source>
        <translation>
            <numerusform>{effect} — {domain}, Niveau 1 (%n carte)</numerusform>
            <numerusform>{effect} — {domain}, Niveau 1 (%n cartes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{effect} — {domain} level 2 (%n card(s))</source>
        <translation>
            <numerusform>{effect} — {domain}, Niveau 2 (%n carte)</numerusform>
            <numerusform>{effect} — {domain}, Niveau 2 (%n cartes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EffectsPanel</name>
    <message numerus="yes">
        <source>%n effect(s) available. Hover a button to see what it does.</source>
        <translation>
            <numerusform>%n effet disponible. Survolez un bouton pour voir ce qu'il fait.</numerusform>
            <numerusform>%n effets disponibles. Survolez un bouton pour voir ce qu'il fait.</numerusform>
        </translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>Niveau 1</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>Niveau 2</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>Sacrifice</translation>
    </message>
    <message>
        <source>Effects (step 2)</source>
        <translation>Effets (étape 2)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>no game is running</source>
        <translation>aucune partie en cours</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>ce n'est pas votre tour</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>Used this turn.</source>
        <translation>Déjà appliqué ce tour-ci.</translation>
    </message>
    <message>
        <source>The draft comes first; effects start with the first turn.</source>
        <translation>D'abord le Draft : les effets ne commencent qu'au premier tour.</translation>
    </message>
    <message>
        <source>Waiting for another player.</source>
        <translation>En attente d'un autre joueur.</translation>
    </message>
    <message>
        <source>Play a card first; then the effects you qualify for light up.</source>
        <translation>Jouez d'abord une carte : les effets auxquels vous avez droit s'activeront ensuite.</translation>
    </message>
    <message>
        <source>Finish the effect in progress first.</source>
        <translation>Terminez d'abord l'effet en cours.</translation>
    </message>
    <message>
        <source>No effect available now: press End turn.</source>
        <translation>Aucun effet disponible : appuyez sur Fin du tour.</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>, </source>
        <comment>between the first names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <comment>the last name of a list</comment>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>Ties are broken by the most {first} cards, then {rest}.</source>
        <translation>Les égalités sont départagées par le plus grand nombre de cartes {first}, puis {rest}.</translation>
    </message>
    <message>
        <source>Team {team} ({names})</source>
        <translation>Équipe {team} ({names})</translation>
    </message>
    <message>
        <source>{team} wins by {domain} Hegemony!</source>
        <translation>{team} gagne par Hégémonie en {domain} !</translation>
    </message>
    <message>
        <source>{name} wins by {domain} Hegemony!</source>
        <translation>{name} gagne par Hégémonie en {domain} !</translation>
    </message>
    <message>
        <source>{winners} share the victory by {domain} Hegemony!</source>
        <translation>{winners} se partagent la victoire par Hégémonie en {domain} !</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{name} has the most {domain} cards: 1 point</source>
        <translation>{name} a le plus de cartes {domain} : 1 point</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Team points</source>
        <translation>Points d'équipe</translation>
    </message>
    <message>
        <source>Team {team}: {points}</source>
        <translation>Équipe {team} : {points}</translation>
    </message>
    <message>
        <source>Cards and majorities by Domain</source>
        <translation>Cartes et majorités par Domaine</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards per Domain at the end&lt;/b&gt; (★ = most cards: 1 point; a Domain nobody has gives no point)</source>
        <translation>&lt;b&gt;Cartes par Domaine en fin de partie&lt;/b&gt; (★ = le plus de cartes : 1 point ; un Domaine où personne n'a de carte ne rapporte rien)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards per Domain at the end&lt;/b&gt; (the Hegemony ended the game: no majorities are scored)</source>
        <translation>&lt;b&gt;Cartes par Domaine en fin de partie&lt;/b&gt; (l'Hégémonie a mis fin à la partie : aucune majorité n'est comptée)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chances of winning, turn by turn&lt;/b&gt;</source>
        <translation>&lt;b&gt;Chances de victoire, tour par tour&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Chances de victoire</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Revoir cette partie</translation>
    </message>
    <message>
        <source>Tie-break used: the best score was tied; decided on {domain} cards. {order}</source>
        <translation>Départage appliqué : le meilleur score était à égalité ; c'est le nombre de cartes {domain} qui a tranché. {order}</translation>
    </message>
    <message>
        <source>The best score was tied and no Domain broke the tie: the victory is shared.</source>
        <translation>Le meilleur score était à égalité et aucun Domaine n'a permis de départager : la victoire est partagée.</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>Aucun départage n'a été nécessaire.</translation>
    </message>
    <message numerus="yes">
        <source>{name} ended their turn with %n {domain} card(s) (needed {need}).</source>
        <translation>
            <numerusform>{name} a terminé son tour avec %n carte {domain} (il en fallait {need}).</numerusform>
            <numerusform>{name} a terminé son tour avec %n cartes {domain} (il en fallait {need}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins on majorities with %n point(s)!</source>
        <translation>
            <numerusform>{name} gagne aux majorités avec %n point !</numerusform>
            <numerusform>{name} gagne aux majorités avec %n points !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{team} wins on majorities with %n point(s)!</source>
        <translation>
            <numerusform>{team} gagne aux majorités avec %n point !</numerusform>
            <numerusform>{team} gagne aux majorités avec %n points !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{winners} share the victory on majorities with %n point(s)!</source>
        <translation>
            <numerusform>{winners} se partagent la victoire aux majorités avec %n point !</numerusform>
            <numerusform>{winners} se partagent la victoire aux majorités avec %n points !</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>the terminal's output (the log file cannot be written)</source>
        <translation>la sortie du terminal (impossible d'écrire le fichier journal)</translation>
    </message>
    <message>
        <source>The details are in {place}. Your game is autosaved.</source>
        <comment>place: a file, or the terminal's output</comment>
        <translation>Les détails se trouvent dans {place}. Votre partie est sauvegardée automatiquement.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Une erreur s'est produite</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The finished game could not be kept for replay: {folder} cannot be written ({why}).</source>
        <comment>why: the system's reason</comment>
        <translation>La partie terminée n'a pas pu être conservée pour la revoir : impossible d'écrire dans {folder} ({why}).</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message numerus="yes">
        <source>Then you refill to %n card(s).</source>
        <translation>
            <numerusform>Vous complétez ensuite votre Main à %n carte.</numerusform>
            <numerusform>Vous complétez ensuite votre Main à %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>human</source>
        <comment>a seat another person at this screen plays</comment>
        <translation>humain</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>it is {name}'s turn ({label})</source>
        <comment>label: 'Medium AI'...</comment>
        <translation>c'est au tour de {name} ({label})</translation>
    </message>
    <message>
        <source>the screen is covered: {name} must click it first</source>
        <translation>l'écran est masqué : {name} doit d'abord cliquer dessus</translation>
    </message>
    <message>
        <source>it is {name}'s turn</source>
        <translation>c'est au tour de {name}</translation>
    </message>
    <message>
        <source>No game in progress. Start one with Game › New game… (Ctrl+N), or open a saved game with Game › Open… (Ctrl+O).</source>
        <comment>the menu names as the menus say them</comment>
        <translation>Aucune partie en cours. Lancez-en une avec Jeu › Nouvelle partie… (Ctrl+N), ou ouvrez une partie sauvegardée avec Jeu › Ouvrir… (Ctrl+O).</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Partie terminée.</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Passez l'écran à {name}.</translation>
    </message>
    <message>
        <source>{name} ({label}) is playing… Last: {last}</source>
        <comment>last: the log's latest line</comment>
        <translation>{name} ({label}) joue… Dernière action : {last}</translation>
    </message>
    <message>
        <source>{name} ({label}) is playing…</source>
        <translation>{name} ({label}) joue…</translation>
    </message>
    <message>
        <source>Draft, pass {round} of 3: click the card you keep from the packet you hold; the rest passes to the left.</source>
        <translation>Draft, passe {round} sur 3 : cliquez sur la carte que vous gardez dans votre paquet ; les autres passent au joueur de gauche.</translation>
    </message>
    <message>
        <source>Draft: click a card of the centre to take it into your tableau.</source>
        <translation>Draft : cliquez sur une carte du centre pour la poser dans votre Plan de jeu.</translation>
    </message>
    <message>
        <source>Your turn — step 2: use effects (panel on the right) or press End turn.</source>
        <translation>Votre tour — étape 2 : appliquez des effets (panneau de droite) ou appuyez sur Fin du tour.</translation>
    </message>
    <message>
        <source>{name}'s turn — step 2: use effects (panel on the right) or press End turn.</source>
        <translation>Tour de {name} — étape 2 : appliquez des effets (panneau de droite) ou appuyez sur Fin du tour.</translation>
    </message>
    <message>
        <source>No refill: this is the final round.</source>
        <translation>Pas de Main à compléter : c'est le dernier tour.</translation>
    </message>
    <message>
        <source>{path} cannot be written ({why})</source>
        <comment>why: the system's reason</comment>
        <translation>impossible d'écrire dans {path} ({why})</translation>
    </message>
    <message>
        <source>nothing to undo: {why}</source>
        <translation>rien à annuler : {why}</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>rien à rétablir</translation>
    </message>
    <message>
        <source>nothing to redo: {why}</source>
        <translation>rien à rétablir : {why}</translation>
    </message>
    <message>
        <source>no game is running</source>
        <translation>aucune partie en cours</translation>
    </message>
    <message>
        <source>Your turn — step 1: play a card. Drag it onto your tableau, double-click it, or choose it with ←/→ and press Enter.</source>
        <translation>Votre tour — étape 1 : jouez une carte. Faites-la glisser sur votre Plan de jeu, double-cliquez dessus, ou choisissez-la grâce aux flèches ←/→ puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>{name}'s turn — step 1: play a card. Drag it onto your tableau, double-click it, or choose it with ←/→ and press Enter.</source>
        <translation>Tour de {name} — étape 1 : jouez une carte. Faites-la glisser sur votre Plan de jeu, double-cliquez dessus, ou choisissez-la grâce aux flèches ←/→ puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the Domains of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>({domains} under Embargo this turn.)</source>
        <translation>({domains} sous Embargo ce tour-ci.)</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>The draft: keep one card of the packet you hold. The others pass to the player on your left, and you receive a packet from your right. After three passes, the last cards go to the centre and each player takes one into their tableau.</source>
        <translation>Le Draft : gardez une carte du paquet que vous tenez. Les autres passent au joueur à votre gauche, et vous recevez le paquet du joueur à votre droite. Après trois passes, les dernières cartes vont au centre et chaque joueur en prend une pour son Plan de jeu.</translation>
    </message>
    <message>
        <source>The final round has begun: the deck is empty, so nobody refills any more. The game ends once the round is over. Unless someone reaches Hegemony first, each Domain then gives a point to the players with the most cards of it, and whoever has the most points wins.</source>
        <translation>Le dernier tour a commencé : la pioche est vide, plus personne ne complète sa Main. La partie s'arrête à la fin de ce tour. Si personne n'atteint l'Hégémonie d'ici là, chaque Domaine rapporte alors un point aux joueurs qui y ont le plus de cartes, et celui qui a le plus de points l'emporte.</translation>
    </message>
    <message>
        <source>Embargo on your {domains}: during this turn you may not play a card of {domains}, not even as an extra play from an effect. The Embargo ends with your turn.</source>
        <comment>{domains}: one Domain name, or several separated by commas</comment>
        <translation>Embargo en {domains} : pendant ce tour, vous ne pouvez jouer aucune carte {domains}, pas même en carte supplémentaire grâce à un effet. L'Embargo prend fin avec votre tour.</translation>
    </message>
    <message>
        <source>Inquisition: you see both hands together now. Choose exactly as many cards as you took to give back to {name}, any you like, not only theirs; the others stay in your hand.</source>
        <comment>{name}: the player whose hand was taken</comment>
        <translation>Inquisition : vous voyez maintenant les deux Mains réunies. Choisissez exactement autant de cartes que vous en avez prises pour les rendre à {name} – celles que vous voulez, pas seulement les siennes ; les autres restent dans votre Main.</translation>
    </message>
    <message>
        <source>Step 1: play one card from your hand into your tableau. Drag it onto your tableau, double-click it, or choose it with ←/→ and press Enter.</source>
        <translation>Étape 1 : jouez une carte de votre Main dans votre Plan de jeu. Faites-la glisser sur votre Plan de jeu, double-cliquez dessus, ou choisissez-la grâce aux flèches ←/→ puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Step 2: the lit buttons of the Effects panel are the effects you may use now. Hover over one (or press F1) to read what it does; when you are done, press End turn.</source>
        <translation>Étape 2 : les boutons actifs du panneau des effets sont les effets que vous pouvez appliquer maintenant. Survolez-en un (ou appuyez sur F1) pour savoir ce qu'il fait ; quand vous avez terminé, appuyez sur Fin du tour.</translation>
    </message>
    <message>
        <source>&amp;Show the first-game hints again</source>
        <translation>Réafficher les &amp;conseils de première partie</translation>
    </message>
</context>
<context>
    <name>GuideBar</name>
    <message>
        <source>First-game hint</source>
        <translation>Conseil de première partie</translation>
    </message>
    <message>
        <source>Got &amp;it</source>
        <comment>I have read this hint</comment>
        <translation>&amp;Compris</translation>
    </message>
    <message>
        <source>Got it: hide this hint</source>
        <translation>Compris : masquer ce conseil</translation>
    </message>
    <message>
        <source>Do&amp;n't show hints</source>
        <translation>&amp;Ne plus afficher les conseils</translation>
    </message>
    <message>
        <source>Don't show hints: switch the first-game guide off</source>
        <translation>Ne plus afficher les conseils : désactiver le guide de première partie</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand</source>
        <translation>Votre Main</translation>
    </message>
    <message>
        <source>in your hand</source>
        <comment>where a card lies</comment>
        <translation>dans votre Main</translation>
    </message>
    <message>
        <source>Click to discard it.</source>
        <translation>Cliquez pour la défausser.</translation>
    </message>
    <message>
        <source>Drag it onto your tableau or double-click to play it.</source>
        <translation>Faites-la glisser sur votre Plan de jeu ou double-cliquez pour la jouer.</translation>
    </message>
    <message>
        <source>Every hand is hidden: this is the table as everyone sees it.</source>
        <translation>Toutes les Mains sont cachées : voici la table telle que tout le monde la voit.</translation>
    </message>
    <message>
        <source>The cards you keep in the draft come here.</source>
        <translation>Les cartes que vous gardez pendant le Draft s'affichent ici.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Votre Main est vide.</translation>
    </message>
    <message>
        <source>in your hand, can be discarded</source>
        <translation>dans votre Main, peut être défaussée</translation>
    </message>
    <message>
        <source>in your hand, playable</source>
        <translation>dans votre Main, jouable</translation>
    </message>
    <message>
        <source>in your hand, not playable: {why}</source>
        <translation>dans votre Main, injouable : {why}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message numerus="yes">
        <source>{name} asked “What would Hard do?” %n time(s).</source>
        <translation>
            <numerusform>{name} a demandé « Que ferait l'IA difficile ? » %n fois.</numerusform>
            <numerusform>{name} a demandé « Que ferait l'IA difficile ? » %n fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hard would play {card}.</source>
        <translation>L'IA difficile jouerait {card}.</translation>
    </message>
    <message>
        <source>Hard would keep {card}.</source>
        <translation>L'IA difficile garderait {card}.</translation>
    </message>
    <message>
        <source>Hard would take {card} from the centre.</source>
        <translation>L'IA difficile prendrait {card} au centre.</translation>
    </message>
    <message>
        <source>Hard would discard {card}.</source>
        <translation>L'IA difficile défausserait {card}.</translation>
    </message>
    <message>
        <source>Hard would discard {card} from your tableau.</source>
        <translation>L'IA difficile défausserait {card} de votre Plan de jeu.</translation>
    </message>
    <message>
        <source>Hard would return {card} to your hand.</source>
        <translation>L'IA difficile reprendrait {card} en main.</translation>
    </message>
    <message>
        <source>Hard would take {card} from the discard pile.</source>
        <translation>L'IA difficile prendrait {card} dans la défausse.</translation>
    </message>
    <message>
        <source>Hard would give back {card}.</source>
        <translation>L'IA difficile rendrait {card}.</translation>
    </message>
    <message>
        <source>Hard would use {effect}.</source>
        <translation>L'IA difficile utiliserait {effect}.</translation>
    </message>
    <message>
        <source>Hard would choose {player}.</source>
        <translation>L'IA difficile choisirait {player}.</translation>
    </message>
    <message>
        <source>Hard would choose {domain}.</source>
        <translation>L'IA difficile choisirait le Domaine {domain}.</translation>
    </message>
    <message>
        <source>Hard would copy {player}'s {effect}.</source>
        <translation>L'IA difficile copierait {effect} de {player}.</translation>
    </message>
    <message>
        <source>Hard would end the turn.</source>
        <translation>L'IA difficile terminerait le tour.</translation>
    </message>
    <message>
        <source>Hard would choose {action}.</source>
        <comment>action: in the game's notation</comment>
        <translation>L'IA difficile choisirait {action}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <comment>a list: 'A, B and C'</comment>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>Hard would choose {player}'s {domain}.</source>
        <translation>L'IA difficile choisirait le Domaine {domain} de {player}.</translation>
    </message>
    <message>
        <source>Hard would give back {cards}.</source>
        <translation>L'IA difficile rendrait {cards}.</translation>
    </message>
    <message>
        <source>Hard would take {cards} from the discard pile.</source>
        <translation>L'IA difficile prendrait {cards} dans la défausse.</translation>
    </message>
    <message>
        <source>Why: “{reason}”</source>
        <comment>reason: the AI's reason, as in the log</comment>
        <translation>Pourquoi : « {reason} »</translation>
    </message>
    <message>
        <source>there is no decision to help with</source>
        <translation>il n'y a aucune décision à éclairer</translation>
    </message>
    <message>
        <source>a hint is only for the person to move, at the screen</source>
        <translation>une suggestion n'est donnée qu'à la personne qui joue, devant l'écran</translation>
    </message>
    <message>
        <source>What would Hard do?</source>
        <translation>Que ferait l'IA difficile ?</translation>
    </message>
    <message>
        <source>The Hard AI's choice for this decision, from what you know only ({key}). Each hint counts in the game's statistics.</source>
        <translation>Le choix de l'IA difficile pour cette décision, d'après ce que vous savez seulement ({key}). Chaque suggestion compte dans les statistiques de la partie.</translation>
    </message>
    <message>
        <source>Do it</source>
        <comment>follow the suggestion</comment>
        <translation>Suivre la suggestion</translation>
    </message>
    <message>
        <source>Make the choice Hard suggests</source>
        <translation>Faire le choix que suggère l'IA difficile</translation>
    </message>
    <message>
        <source>Hard is thinking…</source>
        <translation>L'IA difficile réfléchit…</translation>
    </message>
    <message>
        <source>No hint this time ({error}).</source>
        <comment>error: in a programmer's words (English)</comment>
        <translation>Pas de suggestion cette fois ({error}).</translation>
    </message>
</context>
<context>
    <name>InquisitionDialog</name>
    <message>
        <source>Pooled hands</source>
        <translation>Mains réunies</translation>
    </message>
    <message>
        <source>in the pooled hands</source>
        <translation>dans les Mains réunies</translation>
    </message>
    <message>
        <source>Choose the player whose hand you take.</source>
        <translation>Choisissez le joueur dont vous prenez la Main.</translation>
    </message>
    <message>
        <source>Take their hand</source>
        <translation>Prendre sa Main</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between card names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{name}'s hand was: {cards}.</source>
        <translation>La Main de {name} contenait : {cards}.</translation>
    </message>
    <message>
        <source>Give back</source>
        <translation>Rendre</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>le joueur ciblé</translation>
    </message>
    <message>
        <source>from {name}'s hand</source>
        <translation>de la Main de {name}</translation>
    </message>
    <message>
        <source>from your hand</source>
        <translation>de votre Main</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Give back %n card(s) to {name}.&lt;/b&gt; Click cards to choose them (or ←/→ and Space); the rest stays in your hand.</source>
        <translation>
            <numerusform>&lt;b&gt;Rendez %n carte à {name}.&lt;/b&gt; Cliquez sur les cartes pour les choisir (ou ←/→ et Espace) ; les autres restent dans votre Main.</numerusform>
            <numerusform>&lt;b&gt;Rendez %n cartes à {name}.&lt;/b&gt; Cliquez sur les cartes pour les choisir (ou ←/→ et Espace) ; les autres restent dans votre Main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chosen {chosen} of %n</source>
        <translation>
            <numerusform>Choisies : {chosen} sur %n</numerusform>
            <numerusform>Choisies : {chosen} sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} — %n card(s) in hand</source>
        <translation>
            <numerusform>{name} — %n carte en main</numerusform>
            <numerusform>{name} — %n cartes en main</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InspirationDialog</name>
    <message>
        <source>&lt;b&gt;Choose the effect to copy&lt;/b&gt; (it is resolved as your own, using your permanent slot of its Domain this turn)</source>
        <translation>&lt;b&gt;Choisissez l'effet à copier&lt;/b&gt; (vous l'appliquez comme le vôtre : il compte comme votre effet permanent de son Domaine pour ce tour)</translation>
    </message>
    <message>
        <source>{effect} from {name} ({domain} {kind}): {rule}</source>
        <translation>{effect} de {name} ({domain}, {kind}) : {rule}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The file {rest}</source>
        <comment>rest: the refusal after the file's name, 'is not a CIV save'</comment>
        <translation>Le fichier {rest}</translation>
    </message>
    <message>
        <source>The table: every player's tableau</source>
        <translation>La table : les Plans de jeu de tous les joueurs</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Effects and game log</source>
        <translation>Effets et journal de la partie</translation>
    </message>
    <message>
        <source>AI speed:</source>
        <translation>Vitesse des IA :</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Journal de la partie&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <comment>the menu</comment>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>&amp;Revoir une partie…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>the menu of the game in progress</comment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>S&amp;kip to my turn</source>
        <translation>Aller directement à &amp;mon tour</translation>
    </message>
    <message>
        <source>&amp;Discard pile…</source>
        <translation>&amp;Défausse…</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Fin du tour</translation>
    </message>
    <message>
        <source>&amp;What would Hard do?</source>
        <translation>&amp;Que ferait l'IA difficile ?</translation>
    </message>
    <message>
        <source>&amp;Ask before revealing cards</source>
        <translation>&amp;Confirmer avant de révéler des cartes</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <comment>the menu</comment>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>the tool bar</comment>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>AI error: {error}</source>
        <comment>error: what went wrong, in a programmer's words (English)</comment>
        <translation>Erreur de l'IA : {error}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Save files and logs: {folder}</source>
        <translation>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Sauvegardes et journaux : {folder}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <comment>action: 'playing Science I'</comment>
        <translation>&amp;Annuler {action}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <comment>action: 'playing Science I'</comment>
        <translation>&amp;Rétablir {action}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie sauvegardée</translation>
    </message>
    <message>
        <source>The game in progress goes on unchanged.</source>
        <translation>La partie en cours continue sans changement.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Rien n'a été modifié.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d'ouvrir la partie</translation>
    </message>
    <message>
        <source>{file} cannot be opened.
{why}

{unchanged}</source>
        <comment>why: the reason; unchanged: 'Nothing was changed.'</comment>
        <translation>Impossible d'ouvrir {file}.
{why}

{unchanged}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Replace?</source>
        <translation>Remplacer ?</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} existe déjà. Voulez-vous le remplacer ?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d'enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Partie enregistrée dans {file}</translation>
    </message>
    <message>
        <source>CIV saves ({pattern})</source>
        <comment>pattern: *.civ.json</comment>
        <translation>Sauvegardes CIV ({pattern})</translation>
    </message>
</context>
<context>
    <name>MarkerDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;Effect:&lt;/b&gt; {name} will need %n {domain} card(s) for Hegemony.</source>
        <translation>
            <numerusform>&lt;b&gt;Effet :&lt;/b&gt; {name} aura besoin de %n carte {domain} pour l'Hégémonie.</numerusform>
            <numerusform>&lt;b&gt;Effet :&lt;/b&gt; {name} aura besoin de %n cartes {domain} pour l'Hégémonie.</numerusform>
        </translation>
    </message>
    <message>
        <source>1. Choose the player</source>
        <translation>1. Choisissez le joueur</translation>
    </message>
    <message>
        <source>2. Choose the Domain</source>
        <translation>2. Choisissez le Domaine</translation>
    </message>
    <message>
        <source>&lt;b&gt;Effect:&lt;/b&gt; {name} may not play {domain} cards during their next turn.</source>
        <translation>&lt;b&gt;Effet :&lt;/b&gt; {name} ne pourra jouer aucune carte {domain} pendant son prochain tour.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>Seat %n</source>
        <translation>
            <numerusform>Place %n</numerusform>
            <numerusform>Place %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %n: who plays it</source>
        <translation>
            <numerusform>Place %n : qui y joue</numerusform>
            <numerusform>Place %n : qui y joue</numerusform>
        </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Easy AI</source>
        <translation>IA facile</translation>
    </message>
    <message>
        <source>Medium AI</source>
        <translation>IA moyenne</translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation>IA difficile</translation>
    </message>
    <message>
        <source>Classic: everyone draws 3 cards.</source>
        <translation>Classique : chaque joueur pioche 3 cartes.</translation>
    </message>
    <message>
        <source>Draft: draw 4, keep one and pass the rest left, three times; the leftovers go face up to the centre and each player takes one into their tableau.</source>
        <translation>Draft : piochez 4 cartes, gardez-en une et passez le reste à gauche, trois fois de suite ; les cartes restantes vont face visible au centre et chaque joueur en pose une dans son Plan de jeu.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Camille</translation>
    </message>
    <message>
        <source>Aurelia</source>
        <translation>Aurelia</translation>
    </message>
    <message>
        <source>Bartholomew</source>
        <translation>Bartholomew</translation>
    </message>
    <message>
        <source>Cassia</source>
        <translation>Cassia</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt; — grow your civilisation card by card. Win at once with enough cards of one Domain (Hegemony), or hold the most majorities when the deck runs out.</source>
        <translation>&lt;b&gt;{app}&lt;/b&gt; — développez votre civilisation carte après carte. Gagnez immédiatement avec assez de cartes d'un même Domaine (Hégémonie), ou remportez le plus de majorités quand la pioche est épuisée.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Graine aléatoire (facultative)</translation>
    </message>
    <message>
        <source>random</source>
        <comment>the seed field when empty</comment>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>the classic set-up</comment>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Draft</source>
        <comment>the draft set-up</comment>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Team game (seats 1 + 3 against seats 2 + 4)</source>
        <translation>Partie en équipe (places 1 + 3 contre places 2 + 4)</translation>
    </message>
    <message>
        <source>Seats (clockwise; the first player is drawn at random)</source>
        <translation>Places (dans le sens des aiguilles d'une montre ; le Premier Joueur est tiré au sort)</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>start the new game</comment>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>The team game needs 4 players.</source>
        <translation>La partie en équipe nécessite 4 joueurs.</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>La graine doit être un nombre entier (laissez le champ vide pour une graine aléatoire).</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Donnez un nom différent à chaque place.</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Classic (the game's colours)</source>
        <translation>Classique (couleurs du jeu)</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Adaptée aux daltoniens</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>PileDialog</name>
    <message>
        <source>{effect}: take from the discard pile</source>
        <translation>{effect} : prendre dans la défausse</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <source>in the discard pile</source>
        <translation>dans la défausse</translation>
    </message>
    <message>
        <source>Take</source>
        <comment>take the chosen cards</comment>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>{domain} {count}</source>
        <comment>a Domain and its number of cards in the pile</comment>
        <translation>{domain} ×{count}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between Domains</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n card(s)&lt;/b&gt;, oldest first</source>
        <translation>
            <numerusform>&lt;b&gt;%n carte&lt;/b&gt;, de la plus ancienne à la plus récente</numerusform>
            <numerusform>&lt;b&gt;%n cartes&lt;/b&gt;, de la plus ancienne à la plus récente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n card(s)&lt;/b&gt;, oldest first: {domains}</source>
        <translation>
            <numerusform>&lt;b&gt;%n carte&lt;/b&gt;, de la plus ancienne à la plus récente : {domains}</numerusform>
            <numerusform>&lt;b&gt;%n cartes&lt;/b&gt;, de la plus ancienne à la plus récente : {domains}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Choose %n card(s) to take into your hand.&lt;/b&gt; Highlighted cards can be taken.</source>
        <translation>
            <numerusform>&lt;b&gt;Choisissez %n carte à prendre en main.&lt;/b&gt; Les cartes en surbrillance peuvent être prises.</numerusform>
            <numerusform>&lt;b&gt;Choisissez %n cartes à prendre en main.&lt;/b&gt; Les cartes en surbrillance peuvent être prises.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chosen {chosen} of %n</source>
        <translation>
            <numerusform>Choisies : {chosen} sur %n</numerusform>
            <numerusform>Choisies : {chosen} sur %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileWidget</name>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Deck
empty</source>
        <translation>Pioche
vide</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>La pioche est vide.</translation>
    </message>
    <message>
        <source>Discard
empty</source>
        <translation>Défausse
vide</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the deck; the top card is from Age {age}.</source>
        <translation>
            <numerusform>%n carte dans la pioche ; la carte du dessus est de l'Âge {age}.</numerusform>
            <numerusform>%n cartes dans la pioche ; la carte du dessus est de l'Âge {age}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), top: {card}. Click to see every card (it is public).</source>
        <translation>
            <numerusform>%n carte, dessus : {card}. Cliquez pour voir toutes les cartes (la défausse est publique).</numerusform>
            <numerusform>%n cartes, dessus : {card}. Cliquez pour voir toutes les cartes (la défausse est publique).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deck %n
Age {age} on top</source>
        <comment>the caption under the deck: its number of cards</comment>
        <translation>
            <numerusform>Pioche %n
Âge {age} dessus</numerusform>
            <numerusform>Pioche %n
Âge {age} dessus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n
(click to look)</source>
        <comment>the caption under the discard pile: its number of cards</comment>
        <translation>
            <numerusform>Défausse %n
(cliquez ici)</numerusform>
            <numerusform>Défausse %n
(cliquez ici)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <source>L1</source>
        <comment>the mark of level 1 under a grid</comment>
        <translation>N1</translation>
    </message>
    <message>
        <source>L2</source>
        <comment>the mark of level 2 under a grid</comment>
        <translation>N2</translation>
    </message>
    <message>
        <source>Tableau of {player}</source>
        <translation>Plan de jeu de {player}</translation>
    </message>
    <message>
        <source>Tableau of seat {number}</source>
        <translation>Plan de jeu de la place {number}</translation>
    </message>
    <message>
        <source>★ first player</source>
        <translation>★ Premier Joueur</translation>
    </message>
    <message>
        <source>team {team}</source>
        <comment>{team}: A or B</comment>
        <translation>équipe {team}</translation>
    </message>
    <message>
        <source>hand {count}</source>
        <comment>the number of cards in a player's hand</comment>
        <translation>main {count}</translation>
    </message>
    <message>
        <source>hand {count} (below)</source>
        <comment>the number of cards in your hand, shown below the table</comment>
        <translation>main {count} (ci-dessous)</translation>
    </message>
    <message>
        <source>Choose a card to remove: {card}. Left and right arrows for the others, Enter to choose.</source>
        <translation>Choisissez une carte à défausser : {card}. Flèches Gauche et Droite pour les autres, Entrée pour choisir.</translation>
    </message>
    <message>
        <source>Choose a card to return to your hand: {card}. Left and right arrows for the others, Enter to choose.</source>
        <translation>Choisissez une carte à reprendre en main : {card}. Flèches Gauche et Droite pour les autres, Entrée pour choisir.</translation>
    </message>
    <message>
        <source>Democracy +{count}</source>
        <comment>the badge of Democracy cards under a grid</comment>
        <translation>Démocratie +{count}</translation>
    </message>
    <message>
        <source>Dem. +{count}</source>
        <comment>the short form of 'Democracy +{count}'</comment>
        <translation>Dém. +{count}</translation>
    </message>
    <message>
        <source>EMBARGO ×{count}</source>
        <comment>the marker of several Embargoes on one grid</comment>
        <translation>EMBARGO ×{count}</translation>
    </message>
    <message>
        <source>EMBARGO</source>
        <comment>the marker under an embargoed grid</comment>
        <translation>EMBARGO</translation>
    </message>
    <message>
        <source>EMB.</source>
        <comment>the short form of 'EMBARGO'</comment>
        <translation>EMB.</translation>
    </message>
    <message>
        <source>{mark} level 1 at {count}: {effect}</source>
        <comment>{mark}: ✓ reached or ✗ not; {count}: cards needed</comment>
        <translation>{mark} Niveau 1 à {count} cartes : {effect}</translation>
    </message>
    <message>
        <source>{mark} level 2 at {count}: {effect}</source>
        <comment>{mark}: ✓ reached or ✗ not; {count}: cards needed</comment>
        <translation>{mark} Niveau 2 à {count} cartes : {effect}</translation>
    </message>
    <message>
        <source>Embargo by {player}: no {domain} card may be played next turn</source>
        <translation>Embargo de {player} : aucune carte {domain} ne peut être jouée au prochain tour</translation>
    </message>
    <message>
        <source>you play cards into your own tableau (above your hand), not {player}'s</source>
        <comment>why a card dropped on another player's area is not played</comment>
        <translation>vous jouez vos cartes dans votre propre Plan de jeu (au-dessus de votre Main), pas dans celui de {player}</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <comment>why a card dropped on your area is not played</comment>
        <translation>ce n'est pas votre tour</translation>
    </message>
    <message numerus="yes">
        <source>%n Democracy card(s) under it</source>
        <translation>
            <numerusform>%n carte Démocratie placée dessous</numerusform>
            <numerusform>%n cartes Démocratie placées dessous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{domain}&lt;/b&gt;: %n card(s)</source>
        <translation>
            <numerusform>&lt;b&gt;{domain}&lt;/b&gt; : %n carte</numerusform>
            <numerusform>&lt;b&gt;{domain}&lt;/b&gt; : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hegemony at %n card(s)</source>
        <translation>
            <numerusform>Hégémonie à %n carte</numerusform>
            <numerusform>Hégémonie à %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hegemony at %n card(s) ({democracy})</source>
        <comment>{democracy}: how many Democracy cards raise the target</comment>
        <translation>
            <numerusform>Hégémonie à %n carte ({democracy})</numerusform>
            <numerusform>Hégémonie à %n cartes ({democracy})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RefusalBanner</name>
    <message>
        <source>Refused</source>
        <comment>the banner saying why an action was refused</comment>
        <translation>Action refusée</translation>
    </message>
    <message>
        <source>Not allowed — {reason}</source>
        <translation>Action impossible — {reason}</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message numerus="yes">
        <source>%n file(s) in {folder} could not be read and are not listed.</source>
        <translation>
            <numerusform>%n fichier de {folder} n'a pas pu être lu et n'est pas affiché.</numerusform>
            <numerusform>%n fichiers de {folder} n'ont pas pu être lus et ne sont pas affichés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players, classic set-up: {kinds}</source>
        <translation>
            <numerusform>%n joueur, variante classique : {kinds}</numerusform>
            <numerusform>%n joueurs, variante classique : {kinds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players, draft set-up: {kinds}</source>
        <translation>
            <numerusform>%n joueur, variante Draft : {kinds}</numerusform>
            <numerusform>%n joueurs, variante Draft : {kinds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name} : %n carte</numerusform>
            <numerusform>{name} : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay: the game as it was dealt. → steps forward, End goes to the end.</source>
        <translation>Revoir la partie : la donne de départ. → avance d'une action, Fin va à la fin.</translation>
    </message>
    <message>
        <source>Replay, action {n} of {total}: {last}</source>
        <comment>last: the log's latest line</comment>
        <translation>Revoir la partie, action {n} sur {total} : {last}</translation>
    </message>
    <message>
        <source>this is a replay: nothing can be played in it</source>
        <translation>c'est une partie revue : on ne peut rien y jouer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hands&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mains&lt;/b&gt;</translation>
    </message>
    <message>
        <source>in {name}'s hand</source>
        <translation>dans la Main de {name}</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>Replay — {names}</source>
        <translation>Revoir la partie — {names}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Journal de la partie&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Game log up to this action</source>
        <translation>Journal de la partie jusqu'à cette action</translation>
    </message>
    <message>
        <source>The table at this point of the replay</source>
        <translation>La table à ce moment de la partie</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Au début (Début)</translation>
    </message>
    <message>
        <source>One action back (←)</source>
        <translation>Une action en arrière (←)</translation>
    </message>
    <message>
        <source>One action on (→)</source>
        <translation>Une action en avant (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>À la fin (Fin)</translation>
    </message>
    <message>
        <source>Action shown</source>
        <translation>Action affichée</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Tour :</translation>
    </message>
    <message>
        <source>Go to the start of a turn (Page Up, Page Down: the turn before, the next)</source>
        <translation>Aller au début d'un tour (Page précédente, Page suivante : le tour d'avant, le suivant)</translation>
    </message>
    <message>
        <source>draft</source>
        <comment>the turn box before turn 1</comment>
        <translation>draft</translation>
    </message>
    <message>
        <source>Show all hands</source>
        <translation>Montrer toutes les Mains</translation>
    </message>
    <message>
        <source>Close the replay (Esc)</source>
        <translation>Fermer la fenêtre (Échap)</translation>
    </message>
    <message>
        <source>Every player's hand face up (a finished game only)</source>
        <translation>La main de chaque joueur face visible (partie terminée seulement)</translation>
    </message>
    <message>
        <source>The game is not finished: its hidden cards stay hidden</source>
        <translation>La partie n'est pas terminée : ses cartes cachées restent cachées</translation>
    </message>
    <message>
        <source>action {n} / {total}</source>
        <comment>the replay's place</comment>
        <translation>action {n} / {total}</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Impossible de revoir la partie</translation>
    </message>
    <message>
        <source>{file} cannot be replayed.
{why}

Nothing was changed.</source>
        <comment>why: the reason</comment>
        <translation>Impossible de revoir {file}.
{why}

Rien n'a été modifié.</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>non terminée</translation>
    </message>
    <message>
        <source>{names}, by {domain} Hegemony</source>
        <translation>{names}, par Hégémonie en {domain}</translation>
    </message>
    <message>
        <source>{names}, on majorities</source>
        <translation>{names}, aux majorités</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the seats of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <source>Finished games are kept in {folder}. Choose one to replay, or open any save file.</source>
        <translation>Les parties terminées sont conservées dans {folder}. Choisissez-en une à revoir, ou ouvrez n'importe quelle sauvegarde.</translation>
    </message>
    <message>
        <source>No finished game is kept yet (they are kept in {folder} when they end). You can open any save file.</source>
        <translation>Aucune partie terminée n'est encore conservée (elles le sont dans {folder} à leur fin). Vous pouvez ouvrir n'importe quelle sauvegarde.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Kept finished games</source>
        <translation>Parties terminées conservées</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the players of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>&amp;Open a save file…</source>
        <translation>&amp;Ouvrir une sauvegarde…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Replay a save file</source>
        <translation>Revoir une sauvegarde</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n carte dans la pioche</numerusform>
            <numerusform>%n cartes dans la pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMM, HH:mm</source>
        <comment>Qt's date format of a save of this year</comment>
        <translation>d MMM 'à' HH:mm</translation>
    </message>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <comment>Qt's date format of an older save</comment>
        <translation>d MMM yyyy 'à' HH:mm</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the players of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{name} ({label})</source>
        <comment>label: 'Medium AI'</comment>
        <translation>{name} ({label})</translation>
    </message>
    <message>
        <source>draft set-up, team game</source>
        <translation>variante Draft, partie en équipe</translation>
    </message>
    <message>
        <source>classic set-up, team game</source>
        <translation>variante classique, partie en équipe</translation>
    </message>
    <message>
        <source>draft set-up</source>
        <translation>variante Draft</translation>
    </message>
    <message>
        <source>classic set-up</source>
        <translation>variante classique</translation>
    </message>
    <message>
        <source>in the draft (pass {n} of {passes})</source>
        <translation>pendant le Draft (passe {n} sur {passes})</translation>
    </message>
    <message>
        <source>turn {n} (final round)</source>
        <translation>tour {n} (dernier tour)</translation>
    </message>
    <message>
        <source>turn {n}</source>
        <translation>tour {n}</translation>
    </message>
    <message>
        <source>{players}; {setup}; {where}, {cards}</source>
        <comment>where: 'turn 14'; cards: '38 cards in the deck'</comment>
        <translation>{players} ; {setup} ; {where}, {cards}</translation>
    </message>
    <message>
        <source>Resume the game of {when} — {summary}?</source>
        <translation>Reprendre la partie du {when} — {summary} ?</translation>
    </message>
    <message>
        <source>Resume the game of {when}?</source>
        <translation>Reprendre la partie du {when} ?</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Reprendre la partie ?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Players</source>
        <comment>the number of players, a column of the rules' table</comment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>Niveau 1</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>Niveau 2</translation>
    </message>
    <message>
        <source>Hegemony</source>
        <translation>Hégémonie</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of CIV</source>
        <translation>Règles de CIV</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Retour (Alt+Gauche)</translation>
    </message>
    <message>
        <source>Back</source>
        <comment>to the previous place read</comment>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Forward</source>
        <comment>to the next place read</comment>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Avancer (Alt+Droite)</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher :</translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F)</source>
        <translation>Rechercher dans les règles (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Rechercher dans les règles</translation>
    </message>
    <message>
        <source>Enter or F3: next match; Shift+F3: previous match</source>
        <translation>Entrée ou F3 : résultat suivant ; Maj+F3 : résultat précédent</translation>
    </message>
    <message>
        <source>Contents</source>
        <comment>the rules' table of contents</comment>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Rules</source>
        <comment>the text of the rules</comment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <source>Match {index} of {count}</source>
        <translation>Résultat {index} sur {count}</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>the data folder {folder} cannot be written ({why})</source>
        <comment>why: the system's reason</comment>
        <translation>le dossier de données {folder} n'est pas accessible en écriture ({why})</translation>
    </message>
    <message>
        <source>too many damaged copies of {file} in {folder}</source>
        <translation>trop de copies endommagées de {file} dans {folder}</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>ce n'est pas un fichier</translation>
    </message>
    <message>
        <source>{file} is too big (over {mb} MB) to be a CIV file</source>
        <translation>{file} est trop volumineux (plus de {mb} Mo) pour être un fichier CIV</translation>
    </message>
    <message>
        <source>{file} is not text (not UTF-8)</source>
        <translation>{file} n'est pas du texte (encodage différent de l'UTF-8)</translation>
    </message>
    <message>
        <source>{file} is damaged (its data is nested too deep to read)</source>
        <translation>{file} est endommagé (ses données sont trop profondément imbriquées pour être lues)</translation>
    </message>
    <message>
        <source>{file} is not a CIV save: its text is cut short or garbled (technically: {detail})</source>
        <comment>detail: the JSON reader's words</comment>
        <translation>{file} n'est pas une sauvegarde CIV : son texte est tronqué ou altéré (détail technique : {detail})</translation>
    </message>
    <message>
        <source>{file}: its seats are not a list of 2 to 4 players</source>
        <translation>{file}: les places ne forment pas une liste de 2 à 4 joueurs</translation>
    </message>
    <message>
        <source>{file}: seat {number} is not a name and a kind of player</source>
        <translation>{file}: la place {number} ne se compose pas d'un nom et d'un type de joueur</translation>
    </message>
    <message>
        <source>{file}: seat {number}</source>
        <comment>where a problem is, in a refusal</comment>
        <translation>{file}: place {number}</translation>
    </message>
    <message>
        <source>{file}: two seats have the same name</source>
        <translation>{file}: deux places portent le même nom</translation>
    </message>
    <message>
        <source>{where} has no name</source>
        <comment>where: 'seat 2', 'game.civ.json: seat 2'</comment>
        <translation>{where} : nom manquant</translation>
    </message>
    <message>
        <source>{where}: the name is longer than {length} characters</source>
        <translation>{where} : le nom dépasse {length} caractères</translation>
    </message>
    <message>
        <source>{where}: the name has control characters or spaces around it</source>
        <translation>{where} : le nom contient des caractères de contrôle ou est entouré d'espaces</translation>
    </message>
    <message>
        <source>{where}: unknown kind of player {kind}</source>
        <translation>{where} : type de joueur inconnu {kind}</translation>
    </message>
    <message>
        <source>cannot read {file}: it is not a file</source>
        <translation>impossible de lire {file} : ce n'est pas un fichier</translation>
    </message>
    <message>
        <source>cannot read {file}: {why}</source>
        <comment>why: the system's reason</comment>
        <translation>impossible de lire {file} : {why}</translation>
    </message>
    <message>
        <source>{file} is not a CIV save</source>
        <translation>{file} n'est pas une sauvegarde CIV</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <comment>two save versions</comment>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>{file} has save version {version}; this game reads versions {versions}</source>
        <comment>versions: '1 and 2'</comment>
        <translation>{file} est une sauvegarde de version {version} ; ce jeu lit les versions {versions}</translation>
    </message>
    <message>
        <source>{file} is not a CIV save of this version (unknown field {field})</source>
        <translation>{file} n'est pas une sauvegarde CIV de cette version (champ inconnu {field})</translation>
    </message>
    <message>
        <source>{file} is damaged: '{key}' is missing</source>
        <comment>key: a field of the file</comment>
        <translation>{file} est endommagé : le champ '{key}' manque</translation>
    </message>
    <message>
        <source>{file} is damaged: its app version is not a short text</source>
        <translation>{file} est endommagé : sa version d'application n'est pas un texte court</translation>
    </message>
    <message>
        <source>{file} is damaged: its game is not a saved game</source>
        <translation>{file} est endommagé : la partie qu'il contient n'est pas une partie sauvegardée</translation>
    </message>
    <message>
        <source>{file}: the seats do not match the game ({seats} seats, {players} players)</source>
        <translation>{file}: les places ne correspondent pas à la partie ({seats} places, {players} joueurs)</translation>
    </message>
    <message>
        <source>{file} is damaged: its hint counts are not one count per player</source>
        <translation>{file} est endommagé : ses nombres de suggestions ne sont pas un nombre par joueur</translation>
    </message>
    <message>
        <source>{file} is damaged (its game is nested too deep to read)</source>
        <translation>{file} est endommagé (sa partie est trop profondément imbriquée pour être lue)</translation>
    </message>
    <message>
        <source>{file} is damaged: its game cannot be played (details in the log)</source>
        <translation>{file} est endommagé : sa partie ne peut pas être jouée (détails dans le journal)</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Easy AI</source>
        <translation>IA facile</translation>
    </message>
    <message>
        <source>Medium AI</source>
        <translation>IA moyenne</translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation>IA difficile</translation>
    </message>
    <message>
        <source>Random AI</source>
        <translation>IA aléatoire</translation>
    </message>
    <message>
        <source>you</source>
        <comment>the seat of the person at this screen</comment>
        <translation>vous</translation>
    </message>
    <message>
        <source>Player</source>
        <comment>the default name of the person in seat 1</comment>
        <translation>Camille</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Fast (0.3 s)</source>
        <translation>Rapide (0,3 s)</translation>
    </message>
    <message>
        <source>Normal (0.6 s)</source>
        <translation>Normale (0,6 s)</translation>
    </message>
    <message>
        <source>Slow (1.2 s)</source>
        <translation>Lente (1,2 s)</translation>
    </message>
    <message>
        <source>Very slow (2 s)</source>
        <translation>Très lente (2 s)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Animate moves</source>
        <translation>Animer les coups</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petite</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>System language ({name})</source>
        <comment>{name}: the system's language, in its own name</comment>
        <translation>Langue du système ({name})</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>the window title</comment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>V&amp;olume :</translation>
    </message>
    <message>
        <source>Ask before revealing cards</source>
        <translation>Confirmer avant de révéler des cartes</translation>
    </message>
    <message>
        <source>Before an action that shows hidden cards in the middle of your turn (Breakthrough's draw, an Inquisition), you are asked to confirm it: once the cards are seen, it cannot be undone.</source>
        <translation>Avant une action qui montre des cartes cachées en cours de tour (la pioche du Saut technologique, une Inquisition), une confirmation vous est demandée : une fois les cartes vues, l'action ne peut plus être annulée.</translation>
    </message>
    <message>
        <source>Show the first-game guide</source>
        <translation>Afficher les conseils de première partie</translation>
    </message>
    <message>
        <source>Short hints at the moments they matter in your first game.</source>
        <translation>De brefs conseils aux moments clés de votre première partie.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>AI speed</source>
        <translation>Vitesse des IA</translation>
    </message>
    <message>
        <source>Colour palette</source>
        <translation>Palette de couleurs</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Taille des cartes</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <comment>the sound volume beside its slider, e.g. 70%</comment>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>&amp;AI speed:</source>
        <translation>&amp;Vitesse des IA :</translation>
    </message>
    <message>
        <source>Colour &amp;palette:</source>
        <translation>&amp;Palette de couleurs :</translation>
    </message>
    <message>
        <source>&amp;Card size:</source>
        <translation>&amp;Taille des cartes :</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume du son</translation>
    </message>
    <message>
        <source>&amp;Reset to defaults</source>
        <translation>&amp;Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>StagePrompt</name>
    <message numerus="yes">
        <source>{title}: choose the cards to give back (%n left).</source>
        <translation>
            <numerusform>{title} : choisissez les cartes à rendre (encore %n).</numerusform>
            <numerusform>{title} : choisissez les cartes à rendre (encore %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}: click a card of your hand to discard it (%n left).</source>
        <translation>
            <numerusform>{title} : cliquez sur une carte de votre Main pour la défausser (encore %n).</numerusform>
            <numerusform>{title} : cliquez sur une carte de votre Main pour la défausser (encore %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}: click a card of your tableau to discard it (%n left).</source>
        <translation>
            <numerusform>{title} : cliquez sur une carte de votre Plan de jeu pour la défausser (encore %n).</numerusform>
            <numerusform>{title} : cliquez sur une carte de votre Plan de jeu pour la défausser (encore %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}: click a card of your tableau to return it to your hand (%n left).</source>
        <translation>
            <numerusform>{title} : cliquez sur une carte de votre Plan de jeu pour la reprendre en main (encore %n).</numerusform>
            <numerusform>{title} : cliquez sur une carte de votre Plan de jeu pour la reprendre en main (encore %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}: play an extra card — drag it onto your tableau or double-click it (%n left).</source>
        <translation>
            <numerusform>{title} : jouez une carte supplémentaire — faites-la glisser sur votre Plan de jeu ou double-cliquez dessus (encore %n).</numerusform>
            <numerusform>{title} : jouez une carte supplémentaire — faites-la glisser sur votre Plan de jeu ou double-cliquez dessus (encore %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>{title}: choose the cards to take from the discard pile.</source>
        <translation>{title} : choisissez les cartes à prendre dans la défausse.</translation>
    </message>
    <message>
        <source>{title}: choose the player.</source>
        <translation>{title} : choisissez le joueur.</translation>
    </message>
    <message>
        <source>{title}: choose the player, then the Domain.</source>
        <translation>{title} : choisissez le joueur, puis le Domaine.</translation>
    </message>
    <message>
        <source>{title}: choose the Domain.</source>
        <translation>{title} : choisissez le Domaine.</translation>
    </message>
    <message>
        <source>{title}: choose the effect to copy.</source>
        <translation>{title} : choisissez l'effet à copier.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>%n game(s) without a person at the table (all AI) recorded, not counted in these figures.</source>
        <translation>
            <numerusform>%n partie sans personne à la table (que des IA) enregistrée, non comptée dans ces chiffres.</numerusform>
            <numerusform>%n parties sans personne à la table (que des IA) enregistrées, non comptées dans ces chiffres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Current winning streak: %n game(s)</source>
        <translation>
            <numerusform>Série de victoires en cours : %n partie</numerusform>
            <numerusform>Série de victoires en cours : %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hints used (“What would Hard do?”): {hints}, in %n game(s)</source>
        <translation>
            <numerusform>Conseils demandés (« Que ferait l'IA difficile ? ») : {hints}, dans %n partie</numerusform>
            <numerusform>Conseils demandés (« Que ferait l'IA difficile ? ») : {hints}, dans %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest winning streak: %n game(s)</source>
        <translation>
            <numerusform>Plus longue série de victoires : %n partie</numerusform>
            <numerusform>Plus longue série de victoires : %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) played, {won} won.</source>
        <translation>
            <numerusform>{name} : %n partie jouée, victoires : {won}.</numerusform>
            <numerusform>{name} : %n parties jouées, victoires : {won}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file was damaged ({detail}). It was kept aside as {file}, and new statistics start from here.</source>
        <comment>detail: SQLite's words (English)</comment>
        <translation>Le fichier des statistiques était endommagé ({detail}). Il a été mis de côté sous le nom {file}, et de nouvelles statistiques commencent ici.</translation>
    </message>
    <message>
        <source>The statistics file {file} was written by a newer version of the game: it is left as it is, and this game is not recorded.</source>
        <translation>Le fichier des statistiques {file} a été écrit par une version plus récente du jeu : il est laissé tel quel, et cette partie n'est pas enregistrée.</translation>
    </message>
    <message>
        <source>The statistics file {file} is damaged ({detail}) and cannot be moved aside: nothing is recorded until it is.</source>
        <comment>detail: the reason, in SQLite's or the system's words</comment>
        <translation>Le fichier des statistiques {file} est endommagé ({detail}) et ne peut pas être mis de côté : rien n'est enregistré tant qu'il ne l'est pas.</translation>
    </message>
    <message>
        <source>The statistics cannot be recorded: {file} cannot be written ({detail}). The game goes on.</source>
        <comment>detail: the reason, in SQLite's or the system's words</comment>
        <translation>Les statistiques ne peuvent pas être enregistrées : impossible d'écrire {file} ({detail}). La partie continue.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <comment>whose statistics are shown</comment>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>Whose statistics</source>
        <translation>Statistiques de qui</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <source>Games played and won</source>
        <translation>Parties jouées et gagnées</translation>
    </message>
    <message>
        <source>How you won</source>
        <translation>Comment vous avez gagné</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Wins by Hegemony and on majorities</source>
        <translation>Victoires par Hégémonie et aux majorités</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Remettre les statistiques à zéro…</translation>
    </message>
    <message>
        <source>Start again from nothing; the current file is kept aside, not deleted</source>
        <translation>Repartir de zéro ; le fichier actuel est mis de côté, pas supprimé</translation>
    </message>
    <message>
        <source>Kept in {file}</source>
        <translation>Enregistrées dans {file}</translation>
    </message>
    <message>
        <source>No finished game with a person at the table is recorded yet.</source>
        <translation>Aucune partie terminée avec une personne à la table n'est encore enregistrée.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Par nombre de joueurs</translation>
    </message>
    <message>
        <source>By set-up</source>
        <translation>Par variante</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>the set-up</comment>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Draft</source>
        <comment>the set-up</comment>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Team games</source>
        <translation>Parties en équipe</translation>
    </message>
    <message>
        <source>By strongest AI at the table</source>
        <translation>Par IA la plus forte à la table</translation>
    </message>
    <message>
        <source>{domain} Hegemony</source>
        <translation>Hégémonie en {domain}</translation>
    </message>
    <message>
        <source>Every Hegemony</source>
        <translation>Toutes les Hégémonies</translation>
    </message>
    <message>
        <source>On majorities</source>
        <translation>Aux majorités</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Remettre les statistiques à zéro ?</translation>
    </message>
    <message>
        <source>Start the statistics again from nothing? The current file is not deleted: it is kept in {folder} under a dated name.</source>
        <translation>Repartir de zéro pour les statistiques ? Le fichier actuel n'est pas supprimé : il est gardé dans {folder} sous un nom daté.</translation>
    </message>
    <message>
        <source>The statistics start again; the old ones are kept as {file}.</source>
        <translation>Les statistiques repartent de zéro ; les anciennes sont gardées sous le nom {file}.</translation>
    </message>
    <message>
        <source>People only (no AI)</source>
        <translation>Personnes seulement (aucune IA)</translation>
    </message>
</context>
<context>
    <name>Threats</name>
    <message numerus="yes">
        <source>{domain} {have}/{need} — %n short</source>
        <comment>cards missing for Hegemony</comment>
        <translation>
            <numerusform>{domain} {have}/{need} — il manque %n carte</numerusform>
            <numerusform>{domain} {have}/{need} — il manque %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{domain} {have}/{need} — Hegemony</source>
        <comment>a Domain with as many cards as Hegemony needs</comment>
        <translation>{domain} {have}/{need} — Hégémonie</translation>
    </message>
    <message>
        <source>{domain} {have}/{need} — one short</source>
        <comment>one card missing for Hegemony</comment>
        <translation>{domain} {have}/{need} — il manque une carte</translation>
    </message>
    <message>
        <source>{domain} {have}/{need} — two short</source>
        <comment>two cards missing for Hegemony</comment>
        <translation>{domain} {have}/{need} — il manque deux cartes</translation>
    </message>
    <message>
        <source>You could win by Hegemony this turn.</source>
        <translation>Vous pourriez gagner par l'Hégémonie à ce tour.</translation>
    </message>
    <message>
        <source>You could win by Hegemony on your next turn.</source>
        <translation>Vous pourriez gagner par l'Hégémonie à votre prochain tour.</translation>
    </message>
    <message>
        <source>{player}, your team-mate, could win by Hegemony this turn.</source>
        <translation>Votre équipe pourrait gagner par l'Hégémonie de {player} à ce tour.</translation>
    </message>
    <message>
        <source>{player}, your team-mate, could win by Hegemony on their next turn.</source>
        <translation>Votre équipe pourrait gagner par l'Hégémonie de {player} à son prochain tour.</translation>
    </message>
    <message>
        <source>{player} could win by Hegemony this turn.</source>
        <translation>{player} pourrait gagner par l'Hégémonie à ce tour.</translation>
    </message>
    <message>
        <source>{player} could win by Hegemony on their next turn.</source>
        <translation>{player} pourrait gagner par l'Hégémonie à son prochain tour.</translation>
    </message>
    <message>
        <source>You could stop it with: {effects}.</source>
        <comment>{effects}: effect names, separated by commas</comment>
        <translation>Vous pourriez l'en empêcher avec : {effects}.</translation>
    </message>
    <message>
        <source>Closest to Hegemony: {domains}.</source>
        <comment>{domains}: e.g. 'Science 6/7 — one short'</comment>
        <translation>Le plus proche de l'Hégémonie : {domains}.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message numerus="yes">
        <source>This draws %n card(s): this cannot be undone. Continue?</source>
        <translation>
            <numerusform>Cette action vous fait piocher %n carte et ne pourra pas être annulée. Continuer ?</numerusform>
            <numerusform>Cette action vous fait piocher %n cartes et ne pourra pas être annulée. Continuer ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This shows you {name}'s hand (%n card(s)): this cannot be undone. Continue?</source>
        <translation>
            <numerusform>Cette action vous montre la Main de {name} (%n carte) et ne pourra pas être annulée. Continuer ?</numerusform>
            <numerusform>Cette action vous montre la Main de {name} (%n cartes) et ne pourra pas être annulée. Continuer ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{effect} draws %n card(s): this cannot be undone. Continue?</source>
        <translation>
            <numerusform>{effect} vous fait piocher %n carte : cette action ne pourra pas être annulée. Continuer ?</numerusform>
            <numerusform>{effect} vous fait piocher %n cartes : cette action ne pourra pas être annulée. Continuer ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{effect} shows you {name}'s hand (%n card(s)): this cannot be undone. Continue?</source>
        <translation>
            <numerusform>{effect} vous montre la Main de {name} (%n carte) : cette action ne pourra pas être annulée. Continuer ?</numerusform>
            <numerusform>{effect} vous montre la Main de {name} (%n cartes) : cette action ne pourra pas être annulée. Continuer ?</numerusform>
        </translation>
    </message>
    <message>
        <source>playing {card}</source>
        <translation>la pose de {card}</translation>
    </message>
    <message>
        <source>discarding {card}</source>
        <translation>la défausse de {card}</translation>
    </message>
    <message>
        <source>discarding {card} from your tableau</source>
        <translation>la défausse de {card} du Plan de jeu</translation>
    </message>
    <message>
        <source>returning {card} to your hand</source>
        <translation>la reprise en main de {card}</translation>
    </message>
    <message>
        <source>taking {card} from the discard pile</source>
        <translation>la prise de {card} dans la défausse</translation>
    </message>
    <message>
        <source>giving back {card}</source>
        <translation>la restitution de {card}</translation>
    </message>
    <message>
        <source>keeping {card}</source>
        <translation>le choix de {card}</translation>
    </message>
    <message>
        <source>taking {card} from the centre</source>
        <translation>la prise de {card} au centre</translation>
    </message>
    <message>
        <source>using {effect}</source>
        <translation>l'effet {effect}</translation>
    </message>
    <message>
        <source>choosing {player}</source>
        <translation>le choix de {player} comme cible</translation>
    </message>
    <message>
        <source>choosing {domain}</source>
        <translation>le choix du Domaine {domain}</translation>
    </message>
    <message>
        <source>copying {player}'s {effect}</source>
        <translation>la copie de {effect} de {player}</translation>
    </message>
    <message>
        <source>ending the turn</source>
        <translation>la fin du tour</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>rien à annuler</translation>
    </message>
    <message>
        <source>Take back {action} (Ctrl+Z).</source>
        <comment>action: 'playing Science I'</comment>
        <translation>Annuler {action} (Ctrl+Z).</translation>
    </message>
    <message>
        <source>With this card kept, the cards left over go face up to the centre: this cannot be undone. Continue?</source>
        <translation>Une fois cette carte gardée, les cartes restantes vont face visible au centre : cette action ne pourra pas être annulée. Continuer ?</translation>
    </message>
    <message>
        <source>With this card kept, the packets pass to the left: this cannot be undone. Continue?</source>
        <translation>Une fois cette carte gardée, les paquets passent au joueur de gauche : cette action ne pourra pas être annulée. Continuer ?</translation>
    </message>
    <message>
        <source>This reveals hidden cards: it cannot be undone. Continue?</source>
        <translation>Cette action révèle des cartes cachées et ne pourra pas être annulée. Continuer ?</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <comment>the button</comment>
        <translation>↶ Annuler le coup</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>the button, for screen readers</comment>
        <translation>Annuler le coup</translation>
    </message>
    <message>
        <source>This cannot be undone</source>
        <translation>Action irréversible</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>WinGraph</name>
    <message numerus="yes">
        <source>Chances of winning over %n turn(s).</source>
        <translation>
            <numerusform>Chances de victoire sur %n tour.</numerusform>
            <numerusform>Chances de victoire sur %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>{value}%</source>
        <comment>a percentage (French: a no-break space before %)</comment>
        <translation>{value} %</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>Team {team}: {names}</source>
        <translation>Équipe {team} : {names}</translation>
    </message>
    <message>
        <source>Computing the chances of winning…</source>
        <translation>Calcul des chances de victoire…</translation>
    </message>
    <message>
        <source>The chances of winning could not be worked out: {error}</source>
        <translation>Les chances de victoire n'ont pas pu être calculées : {error}</translation>
    </message>
    <message>
        <source>No chances to show.</source>
        <translation>Aucune chance de victoire à afficher.</translation>
    </message>
    <message>
        <source>{name} {change}</source>
        <comment>a side's chance went up or down</comment>
        <translation>{name} {change}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{name} {chance}</source>
        <translation>{name} {chance}</translation>
    </message>
    <message>
        <source>At the start: {chances}.</source>
        <translation>Au début : {chances}.</translation>
    </message>
    <message>
        <source>Swing {rank} (turn {turn}): {what} ({changes}).</source>
        <translation>Basculement {rank} (tour {turn}) : {what} ({changes}).</translation>
    </message>
    <message>
        <source>{name} won.</source>
        <translation>Victoire de {name}.</translation>
    </message>
    <message>
        <source>{names} shared the victory.</source>
        <translation>{names} se partagent la victoire.</translation>
    </message>
    <message>
        <source>Chances of winning, turn by turn</source>
        <translation>Chances de victoire, tour par tour</translation>
    </message>
    <message>
        <source>{rank}. {what}</source>
        <comment>a numbered swing</comment>
        <translation>{rank}. {what}</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Chance de victoire</translation>
    </message>
    <message>
        <source>{name}: {chance}</source>
        <translation>{name} : {chance}</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Start: {name} plays first</source>
        <translation>Début : {name} joue en premier</translation>
    </message>
    <message>
        <source>After turn {turn} ({name})</source>
        <translation>Après le tour {turn} ({name})</translation>
    </message>
    <message>
        <source>Turn {turn}: {what} ({changes})</source>
        <translation>Tour {turn} : {what} ({changes})</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <source>blocks {seat}'s {domain} Hegemony by attacking {domain}</source>
        <comment>ai.attack_block</comment>
        <translation>attaque le Domaine {domain} pour bloquer l'Hégémonie de {seat} en {domain}</translation>
    </message>
    <message>
        <source>attacks {domain}: {seat} loses {card}, one of its {count} {domain} cards</source>
        <comment>ai.attack_loss</comment>
        <translation>attaque le Domaine {domain} : {seat} perd {card}, une carte {domain} sur {count}</translation>
    </message>
    <message>
        <source>attacks {domain}, costing no rival</source>
        <comment>ai.attack_no_rival</comment>
        <translation>attaque le Domaine {domain}, sans toucher aucun adversaire</translation>
    </message>
    <message>
        <source>attacks {domain}: {seat} would have won next turn</source>
        <comment>ai.block_attack</comment>
        <translation>attaque le Domaine {domain} : {seat} aurait gagné à son prochain tour</translation>
    </message>
    <message>
        <source>puts Democracy under {seat}'s {domain}, stopping a win next turn</source>
        <comment>ai.block_democracy</comment>
        <translation>place une Démocratie sous le Domaine {domain} de {seat} et l'empêche de gagner à son prochain tour</translation>
    </message>
    <message>
        <source>embargoes {seat}'s {domain}, stopping a win next turn</source>
        <comment>ai.block_embargo</comment>
        <translation>met sous Embargo le Domaine {domain} de {seat} et l'empêche de gagner à son prochain tour</translation>
    </message>
    <message>
        <source>takes {seat}'s hand, stopping a win next turn</source>
        <comment>ai.block_inquisition</comment>
        <translation>prend la Main de {seat} et l'empêche de gagner à son prochain tour</translation>
    </message>
    <message>
        <source>takes {card} from the discard pile: {seat} would have taken it and won next turn</source>
        <comment>ai.block_oligarchy</comment>
        <translation>prend {card} dans la défausse : avec cette carte, {seat} aurait gagné à son prochain tour</translation>
    </message>
    <message>
        <source>takes {card} from the discard pile: {seat} would have taken it and won next turn</source>
        <comment>ai.block_republic</comment>
        <translation>prend {card} dans la défausse : avec cette carte, {seat} aurait gagné à son prochain tour</translation>
    </message>
    <message>
        <source>copies {seat}'s {effect} ({domain})</source>
        <comment>ai.copy</comment>
        <translation>copie {effect} de {seat} ({domain})</translation>
    </message>
    <message>
        <source>copies {seat}'s {effect}: Hegemony is certain this turn</source>
        <comment>ai.copy_win</comment>
        <translation>copie {effect} de {seat} : l'Hégémonie est assurée ce tour-ci</translation>
    </message>
    <message>
        <source>blocks {seat}'s {domain} Hegemony: one more card needed for good</source>
        <comment>ai.democracy_block</comment>
        <translation>bloque l'Hégémonie de {seat} en {domain} : il lui faudra une carte de plus jusqu'à la fin de la partie</translation>
    </message>
    <message>
        <source>discards {card}, the card it needs least</source>
        <comment>ai.discard</comment>
        <translation>défausse {card}, sa carte la moins utile</translation>
    </message>
    <message>
        <source>discards {card} on the way to a certain Hegemony this turn</source>
        <comment>ai.discard_win</comment>
        <translation>défausse {card} pour s'assurer l'Hégémonie ce tour-ci</translation>
    </message>
    <message>
        <source>chooses {domain} on the way to a certain Hegemony this turn</source>
        <comment>ai.domain_win</comment>
        <translation>choisit le Domaine {domain} pour s'assurer l'Hégémonie ce tour-ci</translation>
    </message>
    <message>
        <source>embargoes {seat}'s {domain} next turn</source>
        <comment>ai.embargo</comment>
        <translation>met sous Embargo le Domaine {domain} de {seat} pour son prochain tour</translation>
    </message>
    <message>
        <source>blocks {seat}'s {domain} Hegemony with an Embargo</source>
        <comment>ai.embargo_block</comment>
        <translation>bloque l'Hégémonie de {seat} en {domain} par un Embargo</translation>
    </message>
    <message>
        <source>ends the turn; no refill in the final round</source>
        <comment>ai.end_final</comment>
        <translation>termine son tour, sans compléter sa Main (dernier tour)</translation>
    </message>
    <message>
        <source>ends the turn, refilling to {limit} cards</source>
        <comment>ai.end_refill</comment>
        <translation>termine son tour et complète sa Main à {limit} cartes</translation>
    </message>
    <message>
        <source>ends the turn with {domain} Hegemony</source>
        <comment>ai.end_win</comment>
        <translation>termine son tour avec l'Hégémonie en {domain}</translation>
    </message>
    <message>
        <source>gives {seat} a card back, the last one owed, keeping the cards it needs</source>
        <comment>ai.give_last</comment>
        <translation>rend à {seat} la dernière carte due, en gardant les cartes utiles</translation>
    </message>
    <message>
        <source>gives {seat} a card back, {more} more to give, keeping the cards it needs</source>
        <comment>ai.give_more</comment>
        <translation>rend une carte à {seat} (encore {more} à rendre), en gardant les cartes utiles</translation>
    </message>
    <message>
        <source>gives {seat} a card back on the way to a certain Hegemony this turn</source>
        <comment>ai.give_win</comment>
        <translation>rend une carte à {seat} pour s'assurer l'Hégémonie ce tour-ci</translation>
    </message>
    <message>
        <source>keeps one card of 2 for its hand; the other goes face up to the centre</source>
        <comment>ai.keep_centre</comment>
        <translation>garde une des 2 cartes pour sa Main ; l'autre va face visible au centre</translation>
    </message>
    <message>
        <source>keeps {effect} for a 7-card hand</source>
        <comment>ai.keep_divine_right</comment>
        <translation>applique {effect} pour une limite de 7 cartes en main</translation>
    </message>
    <message>
        <source>keeps the last card of its packet</source>
        <comment>ai.keep_last</comment>
        <translation>garde la dernière carte de son paquet</translation>
    </message>
    <message>
        <source>keeps one card of {held} for its hand and passes {passed} to {seat}</source>
        <comment>ai.keep_pass</comment>
        <translation>garde une des {held} cartes pour sa Main et passe les {passed} autres à {seat}</translation>
    </message>
    <message>
        <source>makes its move</source>
        <comment>ai.move</comment>
        <translation>joue son coup</translation>
    </message>
    <message>
        <source>picks {card} for {domain} Hegemony</source>
        <comment>ai.pick_hegemony</comment>
        <translation>choisit {card} pour l'Hégémonie en {domain}</translation>
    </message>
    <message>
        <source>picks {card} to reach {effect} ({count} {domain} cards)</source>
        <comment>ai.pick_level</comment>
        <translation>choisit {card} pour obtenir l'effet {effect} ({count} cartes {domain})</translation>
    </message>
    <message>
        <source>picks {card} to take the {domain} majority</source>
        <comment>ai.pick_take_majority</comment>
        <translation>choisit {card} pour prendre la majorité en {domain}</translation>
    </message>
    <message>
        <source>picks {card} to tie the {domain} majority</source>
        <comment>ai.pick_tie_majority</comment>
        <translation>choisit {card} pour partager la majorité en {domain}</translation>
    </message>
    <message>
        <source>picks {card} towards {domain} Hegemony ({count} of {need})</source>
        <comment>ai.pick_towards</comment>
        <translation>choisit {card} pour progresser vers l'Hégémonie en {domain} ({count} sur {need})</translation>
    </message>
    <message>
        <source>plays {card} for {domain} Hegemony</source>
        <comment>ai.play_hegemony</comment>
        <translation>joue {card} pour l'Hégémonie en {domain}</translation>
    </message>
    <message>
        <source>plays {card} to reach {effect} ({count} {domain} cards)</source>
        <comment>ai.play_level</comment>
        <translation>joue {card} pour obtenir l'effet {effect} ({count} cartes {domain})</translation>
    </message>
    <message>
        <source>plays {card} to take the {domain} majority</source>
        <comment>ai.play_take_majority</comment>
        <translation>joue {card} pour prendre la majorité en {domain}</translation>
    </message>
    <message>
        <source>plays {card} to tie the {domain} majority</source>
        <comment>ai.play_tie_majority</comment>
        <translation>joue {card} pour partager la majorité en {domain}</translation>
    </message>
    <message>
        <source>plays {card} towards {domain} Hegemony ({count} of {need})</source>
        <comment>ai.play_towards</comment>
        <translation>joue {card} pour progresser vers l'Hégémonie en {domain} ({count} sur {need})</translation>
    </message>
    <message>
        <source>plays {card}: Hegemony is certain this turn</source>
        <comment>ai.play_win</comment>
        <translation>joue {card} : l'Hégémonie est assurée ce tour-ci</translation>
    </message>
    <message>
        <source>gives up {card} from its weakest column</source>
        <comment>ai.remove</comment>
        <translation>défausse {card} de son Domaine le plus faible</translation>
    </message>
    <message>
        <source>gives up {card} on the way to a certain Hegemony this turn</source>
        <comment>ai.remove_win</comment>
        <translation>renonce à {card} pour s'assurer l'Hégémonie ce tour-ci</translation>
    </message>
    <message>
        <source>takes {card} back to its hand to play better</source>
        <comment>ai.return</comment>
        <translation>reprend {card} en main pour mieux jouer</translation>
    </message>
    <message>
        <source>takes {card} back to its hand on the way to a certain Hegemony this turn</source>
        <comment>ai.return_win</comment>
        <translation>reprend {card} en Main pour s'assurer l'Hégémonie ce tour-ci</translation>
    </message>
    <message>
        <source>takes {card} from the discard pile for {domain}</source>
        <comment>ai.take</comment>
        <translation>prend {card} dans la défausse pour son Domaine {domain}</translation>
    </message>
    <message>
        <source>takes {card} from the discard pile: Hegemony is certain this turn</source>
        <comment>ai.take_win</comment>
        <translation>prend {card} dans la défausse : l'Hégémonie est assurée ce tour-ci</translation>
    </message>
    <message>
        <source>targets {seat}, the closest to {domain} Hegemony</source>
        <comment>ai.target</comment>
        <translation>cible {seat}, dont l'Hégémonie en {domain} est la plus proche</translation>
    </message>
    <message>
        <source>targets {seat}, taking their {size}-card hand</source>
        <comment>ai.target_inquisition</comment>
        <translation>cible {seat} et prend les cartes de sa Main ({size})</translation>
    </message>
    <message>
        <source>targets {seat} on the way to a certain Hegemony this turn</source>
        <comment>ai.target_win</comment>
        <translation>cible {seat} pour s'assurer l'Hégémonie ce tour-ci</translation>
    </message>
    <message>
        <source>uses {effect}</source>
        <comment>ai.use</comment>
        <translation>applique {effect}</translation>
    </message>
    <message>
        <source>uses {effect} against {seat}'s {domain} lead</source>
        <comment>ai.use_against</comment>
        <translation>applique {effect} contre l'avance de {seat} en {domain}</translation>
    </message>
    <message>
        <source>uses {effect} for a 5-card hand</source>
        <comment>ai.use_holy_book</comment>
        <translation>applique {effect} pour une limite de 5 cartes en main</translation>
    </message>
    <message>
        <source>uses {effect} to see a rival's hand and swap cards with it</source>
        <comment>ai.use_inquisition</comment>
        <translation>applique {effect} pour consulter la Main d'un adversaire et échanger des cartes</translation>
    </message>
    <message>
        <source>uses {effect} to improve its tableau and hand</source>
        <comment>ai.use_permanent</comment>
        <translation>applique {effect} pour améliorer son Plan de jeu et sa Main</translation>
    </message>
    <message>
        <source>uses {effect}: Hegemony is certain this turn</source>
        <comment>ai.use_win</comment>
        <translation>utilise {effect} : l'Hégémonie est assurée ce tour-ci</translation>
    </message>
</context>
<context>
    <name>chances</name>
    <message>
        <source>{Seat}'s Attack on {domain}</source>
        <comment>chances.attack</comment>
        <translation>Attaque de {seat} contre le Domaine {domain}</translation>
    </message>
    <message>
        <source>{Seat} copies {target}'s {effect}</source>
        <comment>chances.copy</comment>
        <translation>{Seat} copie l'effet {effect} de {target}</translation>
    </message>
    <message>
        <source>{Seat}'s {effect}</source>
        <comment>chances.effect</comment>
        <translation>{effect} de {seat}</translation>
    </message>
    <message>
        <source>{Seat} draws the last card</source>
        <comment>chances.final_round</comment>
        <translation>{Seat} pioche la dernière carte</translation>
    </message>
    <message>
        <source>{Seat}'s {domain} Hegemony</source>
        <comment>chances.hegemony</comment>
        <translation>Hégémonie de {seat} en {domain}</translation>
    </message>
    <message>
        <source>{Seat}'s Democracy on {target}'s {domain}</source>
        <comment>chances.democracy</comment>
        <translation>Démocratie de {seat} sous le Domaine {domain} de {target}</translation>
    </message>
    <message>
        <source>{Seat}'s Embargo on {target}'s {domain}</source>
        <comment>chances.embargo</comment>
        <translation>Embargo de {seat} sur le Domaine {domain} de {target}</translation>
    </message>
    <message>
        <source>{Seat}'s Inquisition on {target}</source>
        <comment>chances.inquisition</comment>
        <translation>Inquisition de {seat} contre {target}</translation>
    </message>
    <message>
        <source>Count of the majorities</source>
        <comment>chances.majorities</comment>
        <translation>Décompte des majorités</translation>
    </message>
    <message>
        <source>{Seat} plays {card}</source>
        <comment>chances.play</comment>
        <translation>{Seat} joue {card}</translation>
    </message>
    <message>
        <source>{Seat} plays {cards}</source>
        <comment>chances.plays</comment>
        <translation>{Seat} joue {cards}</translation>
    </message>
    <message>
        <source>{Seat}'s turn</source>
        <comment>chances.turn</comment>
        <translation>Tour de {seat}</translation>
    </message>
</context>
<context>
    <name>gui</name>
    <message>
        <source>random choice (the AI could not decide)</source>
        <comment>gui.ai_fallback</comment>
        <translation>choix au hasard (l'IA n'a pas pu se décider)</translation>
    </message>
    <message>
        <source>(Log rebuilt from the game's record: every action is here and nothing of the game is lost; only the AI reasons and the cards you saw before this point are missing.)</source>
        <comment>gui.log_rebuilt</comment>
        <translation>(Journal reconstitué d'après l'historique de la partie : toutes les actions y figurent et rien n'est perdu ; seules manquent les explications des IA et les cartes que vous aviez vues jusqu'ici.)</translation>
    </message>
    <message>
        <source>{seat}: “{reason}”</source>
        <comment>gui.reason</comment>
        <translation>{seat} : « {reason} »</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{first} and {rest}</source>
        <comment>log.and</comment>
        <translation>{first} et {rest}</translation>
    </message>
    <message>
        <source>{Seat} attacks {domain}.</source>
        <comment>log.attack</comment>
        <translation>{Seat} attaque le Domaine {domain}.</translation>
    </message>
    <message>
        <source>Face up in the centre: {cards}.</source>
        <comment>log.centre</comment>
        <translation>Cartes face visible au centre : {cards}.</translation>
    </message>
    <message>
        <source>The Art coin returns to the table.</source>
        <comment>log.coin_back</comment>
        <translation>La pièce de Majorité en Art revient sur la table.</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <comment>log.comma</comment>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{Seat} is inspired by {target} and copies {effect}.</source>
        <comment>log.copy</comment>
        <translation>{Seat} s'inspire de {target} et copie {effect}.</translation>
    </message>
    <message numerus="yes">
        <source>{Seat} draws {n} cards.</source>
        <comment>log.deal</comment>
        <translation>
            <numerusform>{Seat} pioche {n} carte.</numerusform>
            <numerusform>{Seat} pioche {n} cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{Seat} draws {n} cards for the draft.</source>
        <comment>log.deal_draft</comment>
        <translation>
            <numerusform>{Seat} pioche {n} carte pour le Draft.</numerusform>
            <numerusform>{Seat} pioche {n} cartes pour le Draft.</numerusform>
        </translation>
    </message>
    <message>
        <source>{Seat} places a Democracy card under {target}'s {domain}.</source>
        <comment>log.democracy</comment>
        <translation>{Seat} place une carte Démocratie sous le Domaine {domain} de {target}.</translation>
    </message>
    <message>
        <source>{Seat} discards {card} from their hand.</source>
        <comment>log.discard_hand</comment>
        <translation>{Seat} défausse {card} de sa Main.</translation>
    </message>
    <message>
        <source>{Seat} discards {card} from their tableau.</source>
        <comment>log.discard_tableau</comment>
        <translation>{Seat} défausse {card} de son Plan de jeu.</translation>
    </message>
    <message numerus="yes">
        <source>{Seat} draws {n} cards.</source>
        <comment>log.draw</comment>
        <translation>
            <numerusform>{Seat} pioche {n} carte.</numerusform>
            <numerusform>{Seat} pioche {n} cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>{Seat} places an Embargo on {target}'s {domain} for their next turn.</source>
        <comment>log.embargo</comment>
        <translation>{Seat} place un Embargo sur le Domaine {domain} de {target} pour son prochain tour.</translation>
    </message>
    <message>
        <source>The Embargo on {seat}'s {domain} ends ({card} to the discard pile).</source>
        <comment>log.expire</comment>
        <translation>L'Embargo sur le Domaine {domain} de {seat} prend fin ({card} part à la défausse).</translation>
    </message>
    <message>
        <source>{Seat} drew the last card of the deck: the final round begins.</source>
        <comment>log.final_round</comment>
        <translation>{Seat} a vidé la pioche : le dernier tour commence.</translation>
    </message>
    <message>
        <source>{Seat} gives a card back to {target}.</source>
        <comment>log.give</comment>
        <translation>{Seat} rend une carte à {target}.</translation>
    </message>
    <message>
        <source>{Seat} gives you {card}.</source>
        <comment>log.gives_you</comment>
        <translation>{Seat} vous rend {card}.</translation>
    </message>
    <message>
        <source>{Seat} keeps a card.</source>
        <comment>log.keep</comment>
        <translation>{Seat} garde une carte.</translation>
    </message>
    <message>
        <source>{Seat} loses {card} to the Attack.</source>
        <comment>log.lose</comment>
        <translation>{Seat} subit l'Attaque et perd {card}.</translation>
    </message>
    <message>
        <source>New game: {players} players, {setup} set-up; {seat} plays first.</source>
        <comment>log.new_game</comment>
        <translation>Nouvelle partie : {players} joueurs, variante {setup} ; {seat} est le Premier Joueur.</translation>
    </message>
    <message>
        <source>New game: {players} players, team game, {setup} set-up; {seat} plays first.</source>
        <comment>log.new_game_teams</comment>
        <translation>Nouvelle partie : {players} joueurs, partie en équipe, variante {setup} ; {seat} est le Premier Joueur.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: {names} share the victory by {domain} Hegemony.</source>
        <comment>log.over_hegemony</comment>
        <translation>
            <numerusform>Fin de la partie : {names} gagne par Hégémonie en {domain}.</numerusform>
            <numerusform>Fin de la partie : {names} se partagent la victoire par Hégémonie en {domain}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {names} share the victory on majorities ({score}).</source>
        <comment>log.over_majority</comment>
        <translation>
            <numerusform>Fin de la partie : {names} gagne aux majorités ({score}).</numerusform>
            <numerusform>Fin de la partie : {names} se partagent la victoire aux majorités ({score}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {names} share the victory on majorities ({score}) after the tie-break on {domain}.</source>
        <comment>log.over_tiebreak</comment>
        <translation>
            <numerusform>Fin de la partie : {names} gagne aux majorités ({score}) après départage au nombre de cartes {domain}.</numerusform>
            <numerusform>Fin de la partie : {names} se partagent la victoire aux majorités ({score}) après départage au nombre de cartes {domain}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The packets pass to the left.</source>
        <comment>log.pass</comment>
        <translation>Les paquets passent au joueur de gauche.</translation>
    </message>
    <message>
        <source>{Seat} takes {card} from the centre into their tableau.</source>
        <comment>log.pick</comment>
        <translation>{Seat} prend {card} au centre et la pose dans son Plan de jeu.</translation>
    </message>
    <message>
        <source>{Seat} plays {card}.</source>
        <comment>log.play</comment>
        <translation>{Seat} joue {card}.</translation>
    </message>
    <message>
        <source>{Seat} plays {card} as an extra play.</source>
        <comment>log.play_extra</comment>
        <translation>{Seat} joue {card} en carte supplémentaire.</translation>
    </message>
    <message numerus="yes">
        <source>{Seat} takes the {n} cards of {target}'s hand and looks at both hands.</source>
        <comment>log.pool</comment>
        <translation>
            <numerusform>{Seat} prend {n} carte de la Main de {target} et consulte les deux Mains.</numerusform>
            <numerusform>{Seat} prend les {n} cartes de la Main de {target} et consulte les deux Mains.</numerusform>
        </translation>
    </message>
    <message>
        <source>{Seat} returns {card} to their hand.</source>
        <comment>log.return</comment>
        <translation>{Seat} reprend {card} en main.</translation>
    </message>
    <message>
        <source>{Seat} sacrifices {card} for {effect}.</source>
        <comment>log.sacrifice</comment>
        <translation>{Seat} sacrifie {card} pour l'effet {effect}.</translation>
    </message>
    <message>
        <source>{seat} {points}</source>
        <comment>log.score</comment>
        <translation>{seat} {points}</translation>
    </message>
    <message>
        <source>classic</source>
        <comment>log.setup.classic</comment>
        <translation>classique</translation>
    </message>
    <message>
        <source>draft</source>
        <comment>log.setup.draft</comment>
        <translation>Draft</translation>
    </message>
    <message numerus="yes">
        <source>{Seat} has no card they may play for {n} extra plays.</source>
        <comment>log.skip_extra</comment>
        <translation>
            <numerusform>{Seat} n'a aucune carte jouable : {n} carte supplémentaire n'est pas jouée.</numerusform>
            <numerusform>{Seat} n'a aucune carte jouable : {n} cartes supplémentaires ne sont pas jouées.</numerusform>
        </translation>
    </message>
    <message>
        <source>{Seat} has no card they may play and skips the play.</source>
        <comment>log.skip_play</comment>
        <translation>{Seat} n'a aucune carte jouable et passe l'étape 1.</translation>
    </message>
    <message>
        <source>{Seat} takes {card} from the discard pile.</source>
        <comment>log.take</comment>
        <translation>{Seat} prend {card} dans la défausse.</translation>
    </message>
    <message>
        <source>{Seat} takes your hand: {cards}.</source>
        <comment>log.takes_your_hand</comment>
        <translation>{Seat} prend votre Main : {cards}.</translation>
    </message>
    <message>
        <source>{Seat} targets {target} with {effect}.</source>
        <comment>log.target</comment>
        <translation>{Seat} cible {target} avec {effect}.</translation>
    </message>
    <message>
        <source>team {team}</source>
        <comment>log.team</comment>
        <translation>l'équipe {team}</translation>
    </message>
    <message>
        <source>{team} {points}</source>
        <comment>log.team_score</comment>
        <translation>{team} {points}</translation>
    </message>
    <message>
        <source>— {Seat}'s turn —</source>
        <comment>log.turn</comment>
        <translation>— Tour de {Seat} —</translation>
    </message>
    <message>
        <source>{Seat} uses {effect}.</source>
        <comment>log.use</comment>
        <translation>{Seat} applique {effect}.</translation>
    </message>
    <message>
        <source>{Seat}'s {effect} applies by itself: hand limit {limit}.</source>
        <comment>log.use_auto</comment>
        <translation>Le {effect} de {Seat} s'applique automatiquement : limite de {limit} cartes en main.</translation>
    </message>
    <message>
        <source>{Seat} uses {effect}: hand limit {limit}.</source>
        <comment>log.use_limit</comment>
        <translation>{Seat} applique {effect} : limite de {limit} cartes en main.</translation>
    </message>
    <message>
        <source>You draw {cards}.</source>
        <comment>log.you_draw</comment>
        <translation>Vous piochez {cards}.</translation>
    </message>
    <message>
        <source>You give back {card}.</source>
        <comment>log.you_give_back</comment>
        <translation>Vous rendez {card}.</translation>
    </message>
    <message>
        <source>You keep {card}.</source>
        <comment>log.you_keep</comment>
        <translation>Vous gardez {card}.</translation>
    </message>
    <message>
        <source>You take {target}'s hand: {cards}.</source>
        <comment>log.you_take_hand</comment>
        <translation>Vous prenez la Main de {target} : {cards}.</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>nothing to undo: the centre cards were turned face up since</source>
        <comment>undo.centre</comment>
        <translation>rien à annuler : les cartes du centre ont été révélées entre-temps</translation>
    </message>
    <message>
        <source>nothing to undo: you drew cards since</source>
        <comment>undo.draw</comment>
        <translation>rien à annuler : vous avez pioché des cartes entre-temps</translation>
    </message>
    <message>
        <source>nothing to undo: the game has just begun</source>
        <comment>undo.just_begun</comment>
        <translation>rien à annuler : la partie vient de commencer</translation>
    </message>
    <message>
        <source>nothing to undo: this game was not recorded from its start</source>
        <comment>undo.no_origin</comment>
        <translation>rien à annuler : cette partie n'a pas été enregistrée depuis son début</translation>
    </message>
    <message>
        <source>nothing to undo: another player acted last</source>
        <comment>undo.other_acted</comment>
        <translation>rien à annuler : un autre joueur a joué en dernier</translation>
    </message>
    <message>
        <source>nothing to undo: the game is over</source>
        <comment>undo.over</comment>
        <translation>rien à annuler : la partie est terminée</translation>
    </message>
    <message>
        <source>nothing to undo: the packets were passed since</source>
        <comment>undo.pass</comment>
        <translation>rien à annuler : les paquets ont été passés entre-temps</translation>
    </message>
    <message>
        <source>nothing to undo: you have seen the hand you took with Inquisition</source>
        <comment>undo.pool</comment>
        <translation>rien à annuler : vous avez vu la Main prise avec l'Inquisition</translation>
    </message>
    <message>
        <source>nothing to undo: your turn has just begun</source>
        <comment>undo.turn_begun</comment>
        <translation>rien à annuler : votre tour vient de commencer</translation>
    </message>
</context>
<context>
    <name>why</name>
    <message>
        <source>you already played your card this turn; extra plays come from effects</source>
        <comment>why.already_played</comment>
        <translation>vous avez déjà joué votre carte ce tour-ci ; seuls des effets permettent d'en jouer d'autres</translation>
    </message>
    <message>
        <source>you have no {domain} card left to attack with</source>
        <comment>why.attack_domain_empty</comment>
        <translation>il ne vous reste aucune carte {domain} pour attaquer ce Domaine</translation>
    </message>
    <message>
        <source>after the sacrifice you would have no card left to attack with</source>
        <comment>why.attack_nothing_left</comment>
        <translation>après le sacrifice, il ne vous resterait aucune carte pour attaquer</translation>
    </message>
    <message>
        <source>that card cannot be played now</source>
        <comment>why.cannot_play_now</comment>
        <translation>cette carte ne peut pas être jouée maintenant</translation>
    </message>
    <message>
        <source>{seat} does not qualify for {effect} that you could use now</source>
        <comment>why.copy_not_qualified</comment>
        <translation>{seat} ne bénéficie pas de {effect}, ou vous ne pourriez pas l'appliquer maintenant</translation>
    </message>
    <message>
        <source>copy an effect of another player</source>
        <comment>why.copy_other</comment>
        <translation>copiez un effet d'un autre joueur</translation>
    </message>
    <message>
        <source>needs strictly more Culture cards than every other player (you have {mine}, {seat} has {theirs})</source>
        <comment>why.culture_not_most</comment>
        <translation>il vous faut strictement plus de cartes Art que chacun des autres joueurs (vous en avez {mine}, {seat} en a {theirs})</translation>
    </message>
    <message>
        <source>the discard pile is empty</source>
        <comment>why.discard_empty</comment>
        <translation>la défausse est vide</translation>
    </message>
    <message>
        <source>the draft is on: {seat} must keep one card of their packet</source>
        <comment>why.draft_keep</comment>
        <translation>le Draft est en cours : {seat} doit garder une carte de son paquet</translation>
    </message>
    <message>
        <source>the draft is over</source>
        <comment>why.draft_over</comment>
        <translation>le Draft est terminé</translation>
    </message>
    <message>
        <source>the draft is on: {seat} must take one card from the centre</source>
        <comment>why.draft_pick</comment>
        <translation>le Draft est en cours : {seat} doit prendre une carte au centre</translation>
    </message>
    <message>
        <source>{effect}: {cause}</source>
        <comment>why.effect</comment>
        <translation>{effect} : {cause}</translation>
    </message>
    <message>
        <source>{domain} is under Embargo this turn</source>
        <comment>why.embargoed</comment>
        <translation>le Domaine {domain} est sous Embargo ce tour-ci</translation>
    </message>
    <message>
        <source>finish {effect} first: {task}</source>
        <comment>why.finish_first</comment>
        <translation>terminez d'abord {effect} : {task}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <comment>why.game_over</comment>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>needs a card in your hand to discard</source>
        <comment>why.hand_card_needed</comment>
        <translation>il faut une carte en main à défausser</translation>
    </message>
    <message>
        <source>needs {need} cards in your hand, you have {have}</source>
        <comment>why.hand_cards_needed</comment>
        <translation>il faut {need} cartes en main, vous en avez {have}</translation>
    </message>
    <message>
        <source>you already used Inspiration this turn</source>
        <comment>why.inspiration_used</comment>
        <translation>vous avez déjà appliqué Inspiration ce tour-ci</translation>
    </message>
    <message>
        <source>needs {need} {domain} cards, you have {have}</source>
        <comment>why.level_needed</comment>
        <translation>il faut {need} cartes {domain}, vous en avez {have}</translation>
    </message>
    <message>
        <source>{seat} has no {domain} card</source>
        <comment>why.marker_domain_empty</comment>
        <translation>{seat} n'a aucune carte {domain}</translation>
    </message>
    <message>
        <source>'{verb}' belongs to an effect, and none is in progress: use an effect or end</source>
        <comment>why.no_effect_in_progress</comment>
        <translation>« {verb} » relève d'un effet, or aucun n'est en cours : appliquez un effet ou terminez le tour</translation>
    </message>
    <message>
        <source>no other player has a card in their tableau</source>
        <comment>why.no_rival_tableau</comment>
        <translation>aucun autre joueur n'a de carte dans son Plan de jeu</translation>
    </message>
    <message>
        <source>there is no seat {number}</source>
        <comment>why.no_such_seat</comment>
        <translation>la place {number} n'existe pas</translation>
    </message>
    <message>
        <source>{text}</source>
        <comment>why.not_an_action</comment>
        <translation>{text}</translation>
    </message>
    <message>
        <source>not available now</source>
        <comment>why.not_available_now</comment>
        <translation>indisponible pour l'instant</translation>
    </message>
    <message>
        <source>{card} is not in the centre</source>
        <comment>why.not_in_centre</comment>
        <translation>{card} n'est pas au centre</translation>
    </message>
    <message>
        <source>{card} is not in the discard pile</source>
        <comment>why.not_in_discard</comment>
        <translation>{card} n'est pas dans la défausse</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <comment>why.not_in_hand</comment>
        <translation>{card} n'est pas dans votre Main</translation>
    </message>
    <message>
        <source>{card} is not in your packet</source>
        <comment>why.not_in_packet</comment>
        <translation>{card} n'est pas dans votre paquet</translation>
    </message>
    <message>
        <source>{card} is not in your tableau</source>
        <comment>why.not_in_tableau</comment>
        <translation>{card} n'est pas dans votre Plan de jeu</translation>
    </message>
    <message>
        <source>{card} is not among the pooled cards</source>
        <comment>why.not_pooled</comment>
        <translation>{card} ne fait pas partie des cartes des deux Mains</translation>
    </message>
    <message>
        <source>no other player qualifies for an effect you could copy now</source>
        <comment>why.nothing_to_copy</comment>
        <translation>aucun autre joueur ne bénéficie d'un effet que vous pourriez copier maintenant</translation>
    </message>
    <message>
        <source>you already used a {domain} permanent effect this turn</source>
        <comment>why.perm_used</comment>
        <translation>vous avez déjà appliqué un effet permanent du Domaine {domain} ce tour-ci</translation>
    </message>
    <message>
        <source>play a card from your hand first (step 1)</source>
        <comment>why.play_first</comment>
        <translation>jouez d'abord une carte de votre Main (étape 1)</translation>
    </message>
    <message>
        <source>needs a {domain} card in your tableau to sacrifice</source>
        <comment>why.sacrifice_card_needed</comment>
        <translation>il faut une carte {domain} à sacrifier dans votre Plan de jeu</translation>
    </message>
    <message>
        <source>you already sacrificed a {domain} card this turn</source>
        <comment>why.sacrifice_used</comment>
        <translation>vous avez déjà sacrifié une carte {domain} ce tour-ci</translation>
    </message>
    <message>
        <source>needs a card in your tableau</source>
        <comment>why.tableau_card_needed</comment>
        <translation>il faut une carte dans votre Plan de jeu</translation>
    </message>
    <message>
        <source>needs {need} cards in your tableau</source>
        <comment>why.tableau_cards_needed</comment>
        <translation>il faut {need} cartes dans votre Plan de jeu</translation>
    </message>
    <message>
        <source>{seat} has no card in their tableau</source>
        <comment>why.target_empty</comment>
        <translation>{seat} n'a aucune carte dans son Plan de jeu</translation>
    </message>
    <message>
        <source>you cannot target yourself</source>
        <comment>why.target_self</comment>
        <translation>vous ne pouvez pas vous cibler vous-même</translation>
    </message>
    <message>
        <source>choose the Domain to attack</source>
        <comment>why.task.attack</comment>
        <translation>choisissez le Domaine à attaquer</translation>
    </message>
    <message>
        <source>choose the effect to copy</source>
        <comment>why.task.copy</comment>
        <translation>choisissez l'effet à copier</translation>
    </message>
    <message numerus="yes">
        <source>discard {n} more cards from your hand</source>
        <comment>why.task.discard</comment>
        <translation>
            <numerusform>défaussez encore {n} carte de votre Main</numerusform>
            <numerusform>défaussez encore {n} cartes de votre Main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>play {n} more extra cards</source>
        <comment>why.task.extra</comment>
        <translation>
            <numerusform>jouez encore {n} carte supplémentaire</numerusform>
            <numerusform>jouez encore {n} cartes supplémentaires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>give back {n} more cards to {seat}</source>
        <comment>why.task.give</comment>
        <translation>
            <numerusform>rendez encore {n} carte à {seat}</numerusform>
            <numerusform>rendez encore {n} cartes à {seat}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard {n} more cards of your tableau</source>
        <comment>why.task.remove</comment>
        <translation>
            <numerusform>défaussez encore {n} carte de votre Plan de jeu</numerusform>
            <numerusform>défaussez encore {n} cartes de votre Plan de jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>return {n} more cards of your tableau to your hand</source>
        <comment>why.task.return</comment>
        <translation>
            <numerusform>reprenez en main encore {n} carte de votre Plan de jeu</numerusform>
            <numerusform>reprenez en main encore {n} cartes de votre Plan de jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>take {n} more cards from the discard pile</source>
        <comment>why.task.take</comment>
        <translation>
            <numerusform>prenez encore {n} carte dans la défausse</numerusform>
            <numerusform>prenez encore {n} cartes dans la défausse</numerusform>
        </translation>
    </message>
    <message>
        <source>choose the Domain of {seat}</source>
        <comment>why.task.marker</comment>
        <translation>choisissez un Domaine de {seat}</translation>
    </message>
    <message>
        <source>choose the player to target</source>
        <comment>why.task.target</comment>
        <translation>choisissez le joueur à cibler</translation>
    </message>
    <message>
        <source>copy</source>
        <comment>why.verb.copy</comment>
        <translation>copier</translation>
    </message>
    <message>
        <source>discard</source>
        <comment>why.verb.discard</comment>
        <translation>défausser</translation>
    </message>
    <message>
        <source>domain</source>
        <comment>why.verb.domain</comment>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>end</source>
        <comment>why.verb.end</comment>
        <translation>terminer</translation>
    </message>
    <message>
        <source>give</source>
        <comment>why.verb.give</comment>
        <translation>rendre</translation>
    </message>
    <message>
        <source>keep</source>
        <comment>why.verb.keep</comment>
        <translation>garder</translation>
    </message>
    <message>
        <source>pick</source>
        <comment>why.verb.pick</comment>
        <translation>choisir</translation>
    </message>
    <message>
        <source>play</source>
        <comment>why.verb.play</comment>
        <translation>jouer</translation>
    </message>
    <message>
        <source>remove</source>
        <comment>why.verb.remove</comment>
        <translation>retirer</translation>
    </message>
    <message>
        <source>return</source>
        <comment>why.verb.return</comment>
        <translation>reprendre</translation>
    </message>
    <message>
        <source>take</source>
        <comment>why.verb.take</comment>
        <translation>prendre</translation>
    </message>
    <message>
        <source>target</source>
        <comment>why.verb.target</comment>
        <translation>cibler</translation>
    </message>
    <message>
        <source>use</source>
        <comment>why.verb.use</comment>
        <translation>appliquer</translation>
    </message>
</context>
</TS>
