<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>AIDriver</name>
    <message>
        <source>the AI chose an illegal action: {action}</source>
        <comment>action: in the game's notation</comment>
        <translation>az MI szabálytalan lépést választott: {action}</translation>
    </message>
    <message>
        <source>the Hard AI's search processes stopped and could not be started again: the Hard AI seats play as Medium AI until the next game</source>
        <translation>a Nehéz MI keresőfolyamatai leálltak, és nem indíthatók újra: a Nehéz MI játékosai a következő játékig Közepes MI-ként játszanak</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Your {domain}</source>
        <comment>a Domain grid of your tableau</comment>
        <translation>A {domain} területed</translation>
    </message>
    <message>
        <source>{player}'s {domain}</source>
        <comment>a Domain grid of a player</comment>
        <translation>{player} {domain} területe</translation>
    </message>
    <message>
        <source>level 2 reached</source>
        <translation>2. szint elérve</translation>
    </message>
    <message>
        <source>level 1 reached</source>
        <translation>1. szint elérve</translation>
    </message>
    <message>
        <source>no level reached</source>
        <translation>nincs elért szint</translation>
    </message>
    <message>
        <source>Hegemony reached</source>
        <translation>Hegemónia elérve</translation>
    </message>
    <message>
        <source>{grid}: {cards}, {level}, {hegemony}.</source>
        <comment>a Domain grid: its name, its number of cards, its level, how far from Hegemony</comment>
        <translation>{grid}: {cards}, {level}, {hegemony}.</translation>
    </message>
    <message>
        <source>Cards: {cards}.</source>
        <translation>Lapok: {cards}.</translation>
    </message>
    <message>
        <source>Under an Embargo by {player}.</source>
        <translation>Embargó alatt áll, {player} tette rá.</translation>
    </message>
    <message>
        <source>{player} holds the Art coin on it.</source>
        <translation>Mellette van a kultúraérme, amely {player} játékosé.</translation>
    </message>
    <message>
        <source>{domain} {count}</source>
        <comment>a Domain and its number of cards, in a list</comment>
        <translation>{domain}: {count}</translation>
    </message>
    <message>
        <source>{player} ({role}). {hand}. Tableau: {counts}.</source>
        <comment>a player's area: name, kind of player, hand, Domain counts</comment>
        <translation>{player} ({role}). {hand}. Játékterület: {counts}.</translation>
    </message>
    <message>
        <source>To move.</source>
        <comment>this player's turn</comment>
        <translation>Soron van.</translation>
    </message>
    <message>
        <source>{place}, can be chosen</source>
        <translation>{place}, kiválasztható</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kiválasztható</translation>
    </message>
    <message>
        <source>{place}, chosen</source>
        <translation>{place}, kiválasztva</translation>
    </message>
    <message>
        <source>chosen</source>
        <comment>a card chosen</comment>
        <translation>kiválasztva</translation>
    </message>
    <message>
        <source>cannot be chosen now</source>
        <translation>most nem választható</translation>
    </message>
    <message>
        <source>{place}, not playable: {why}</source>
        <translation>{place}, nem játszható ki: {why}</translation>
    </message>
    <message>
        <source>cannot be chosen: {why}</source>
        <translation>nem választható: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n Democracy card(s) under it.</source>
        <translation>
            <numerusform>Alatta %n Demokrácia kártya van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n lap a kézben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand: {cards}</source>
        <translation>
            <numerusform>%n lap a kézben: {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n short of Hegemony</source>
        <comment>cards still missing for Hegemony</comment>
        <translation>
            <numerusform>%n lap hiányzik a Hegemóniához</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Action</name>
    <message>
        <source>end turn</source>
        <translation>kör befejezése</translation>
    </message>
    <message>
        <source>use {effect}</source>
        <translation>{effect} végrehajtása</translation>
    </message>
    <message>
        <source>copy {player}'s {effect}</source>
        <translation>{player} játékos {effect} hatásának lemásolása</translation>
    </message>
    <message>
        <source>target {player}</source>
        <translation>{player} kiválasztása célpontnak</translation>
    </message>
    <message>
        <source>domain {domain}</source>
        <translation>{domain} terület kiválasztása</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>{cards} kijátszása</translation>
    </message>
    <message>
        <source>keep {cards}</source>
        <translation>{cards} megtartása</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>{cards} eldobása a kezedből</translation>
    </message>
    <message>
        <source>remove {cards}</source>
        <translation>{cards} eldobása a játékterületedről</translation>
    </message>
    <message>
        <source>return {cards}</source>
        <translation>{cards} visszavétele a kezedbe</translation>
    </message>
    <message>
        <source>take {cards}</source>
        <translation>{cards} felvétele a dobópakliból</translation>
    </message>
    <message>
        <source>give {cards}</source>
        <translation>{cards} visszaadása</translation>
    </message>
    <message>
        <source>pick {cards}</source>
        <translation>{cards} elvétele az asztal közepéről</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <comment>an action refused, and why</comment>
        <translation>{action}: {reason}</translation>
    </message>
</context>
<context>
    <name>ArtCoin</name>
    <message>
        <source>C</source>
        <comment>the initial of the Culture Domain on the Art coin</comment>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <source>Choose the Domain to attack</source>
        <translation>Válaszd ki a megtámadandó területet</translation>
    </message>
    <message>
        <source>{domain} — {losses}</source>
        <translation>{domain} – {losses}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the lost cards</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>you lose {cards}</source>
        <translation>te elveszíted: {cards}</translation>
    </message>
    <message>
        <source>you: nothing</source>
        <translation>te: semmi</translation>
    </message>
    <message>
        <source>{name} loses {cards}</source>
        <translation>{name} elveszíti: {cards}</translation>
    </message>
    <message>
        <source>{name}: nothing</source>
        <translation>{name}: semmi</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the players' losses</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Age {age} card</source>
        <translation>{age}. kori lap</translation>
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
        <translation>1 · Játssz ki egy lapot</translation>
    </message>
    <message>
        <source>2 · Effects</source>
        <translation>2 · Hatások</translation>
    </message>
    <message>
        <source>3 · Refill</source>
        <translation>3 · Kártyahúzás</translation>
    </message>
    <message>
        <source>Points each player would score on majorities if the game ended now: 1 per Domain where they have the most cards (ties score each; a Domain nobody has scores nothing).</source>
        <translation>Ennyi pontot kapna a többségekért minden játékos, ha most érne véget a játék: 1 pont minden olyan területért, ahol neki van a legtöbb kártyája (holtverseny esetén mindegyikük kap pontot; amelyik területen senkinek sincs kártyája, az nem ér pontot).</translation>
    </message>
    <message>
        <source>team&amp;nbsp;{team}&amp;nbsp;{points}</source>
        <translation>{team}&amp;nbsp;csapat:&amp;nbsp;{points}</translation>
    </message>
    <message>
        <source>you&amp;nbsp;{points}</source>
        <translation>te:&amp;nbsp;{points}</translation>
    </message>
    <message>
        <source>{name}&amp;nbsp;{points}</source>
        <translation>{name}:&amp;nbsp;{points}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Majorities now:&lt;/b&gt; {scores}</source>
        <translation>&lt;b&gt;Többségi pontok most:&lt;/b&gt; {scores}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Még nincs játék</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>Draft — your choice</source>
        <translation>Kártyaválasztás – te választasz</translation>
    </message>
    <message>
        <source>Draft — {name} chooses</source>
        <translation>Kártyaválasztás – {name} választ</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te következel</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} következik</translation>
    </message>
    <message>
        <source>{name}, your turn</source>
        <comment>hot seat: the person at the screen</comment>
        <translation>{name}, te következel</translation>
    </message>
    <message>
        <source>Draft pass {round} of 3: keep a card</source>
        <translation>Továbbadás ({round}/3): tarts meg egy lapot</translation>
    </message>
    <message>
        <source>Draft pass {round} of 3: take a card from the centre</source>
        <translation>Továbbadás ({round}/3): válassz egy lapot az asztal közepéről</translation>
    </message>
    <message>
        <source>{step} (none: final round)</source>
        <translation>{step} (az utolsó fordulóban nincs)</translation>
    </message>
    <message>
        <source>Hand limit this turn: {limit}</source>
        <translation>Kézlimit ebben a körben: {limit}</translation>
    </message>
    <message>
        <source>FINAL ROUND — the deck is empty: no more refills. After the last player of this round, majorities decide the game.</source>
        <translation>UTOLSÓ FORDULÓ – a pakli elfogyott, nincs több kártyahúzás. A forduló utolsó játékosa után a többségek döntik el a játékot.</translation>
    </message>
    <message>
        <source>FINAL ROUND</source>
        <comment>the banner's pill; no more refills</comment>
        <translation>UTOLSÓ FORDULÓ</translation>
    </message>
    <message numerus="yes">
        <source>{threat} (%n more threat(s))</source>
        <comment>threat: the first player who could win by Hegemony; %n: how many more could</comment>
        <translation><numerusform>{threat} (még %n fenyegetés)</numerusform></translation>
    </message>
</context>
<context>
    <name>Cover</name>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>The last move has been played. Click (or press Enter) to see the result with everyone.</source>
        <translation>Az utolsó lépés is megtörtént. Kattints (vagy nyomd meg az Entert), és nézzétek meg együtt az eredményt.</translation>
    </message>
    <message>
        <source>Show the result</source>
        <translation>Mutasd az eredményt</translation>
    </message>
    <message>
        <source>{name} keeps a card in the draft.</source>
        <translation>{name} megtart egy lapot a kártyaválasztásban.</translation>
    </message>
    <message>
        <source>{name} takes a card from the centre.</source>
        <translation>{name} elvesz egy lapot az asztal közepéről.</translation>
    </message>
    <message>
        <source>The game begins: {name} plays first.</source>
        <translation>Indul a játék: {name} kezd.</translation>
    </message>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>{name} következik.</translation>
    </message>
    <message>
        <source>{doing}&lt;br&gt;{name}: click here or press Enter to see your hand. Everyone else, please look away.</source>
        <comment>doing: the sentence before, 'It is Ann's turn.'</comment>
        <translation>{doing}&lt;br&gt;{name}: kattints ide, vagy nyomd meg az Entert, és meglátod a lapjaidat. A többiek most ne nézzenek ide.</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Add át a képernyőt {name} játékosnak</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>{name} vagyok: mutasd a lapjaimat</translation>
    </message>
    <message>
        <source>Hot-seat cover</source>
        <translation>Takarólap játékosváltáshoz</translation>
    </message>
</context>
<context>
    <name>DataSafety</name>
    <message>
        <source>Game&amp;nbsp;›&amp;nbsp;Save&amp;nbsp;as…</source>
        <comment>the menu path of Save as, as the menus say it; &amp;nbsp; keeps it on one line</comment>
        <translation>Játék&amp;nbsp;›&amp;nbsp;Mentés&amp;nbsp;másként…</translation>
    </message>
    <message>
        <source>CIV is already running (process {pid} on {host}) with the data folder {folder}.</source>
        <translation>A CIV már fut (folyamat: {pid}, gép: {host}) ezzel az adatmappával: {folder}.</translation>
    </message>
    <message>
        <source>CIV is already running (process {pid}) with the data folder {folder}.</source>
        <translation>A CIV már fut (folyamat: {pid}) ezzel az adatmappával: {folder}.</translation>
    </message>
    <message>
        <source>CIV is already running with the data folder {folder}.</source>
        <translation>A CIV már fut ezzel az adatmappával: {folder}.</translation>
    </message>
    <message>
        <source>Only one copy can play at a time: two copies would overwrite each other's autosave. Switch to the open window, or close it first.</source>
        <translation>Egyszerre csak egy példány játszhat: két példány felülírná egymás automatikus mentését. Válts át a már megnyitott ablakra, vagy előbb zárd be.</translation>
    </message>
    <message>
        <source>CIV is already running</source>
        <translation>A CIV már fut</translation>
    </message>
    <message>
        <source>the file is nested too deeply</source>
        <translation>a fájlban túl mélyen egymásba ágyazott adatok vannak</translation>
    </message>
    <message>
        <source>Why: {reason}.

It could not be moved aside either ({why}), so it stays as
{path}
and this session does not autosave, to keep it as it is.</source>
        <comment>why: the system's reason</comment>
        <translation>Az ok: {reason}.

Félretenni sem sikerült ({why}), ezért itt marad:
{path}
és ebben a munkamenetben nincs automatikus mentés, hogy a fájl változatlan maradjon.</translation>
    </message>
    <message>
        <source>Why: {reason}.

The file is kept, renamed, in the data folder:
{moved}

Nothing overwrites it: a new game saves to a new autosave.</source>
        <translation>Az ok: {reason}.

A fájl átnevezve megmaradt az adatmappában:
{moved}

Semmi sem írja felül: egy új játék új automatikus mentést kap.</translation>
    </message>
    <message>
        <source>The autosave is damaged</source>
        <translation>Az automatikus mentés sérült</translation>
    </message>
    <message>
        <source>The game autosaved last time cannot be read, so it cannot be resumed.</source>
        <translation>A legutóbb automatikusan mentett játék nem olvasható, ezért nem folytatható.</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;This game cannot be autosaved&lt;/b&gt;: {problem}. You can play, and keep the game with {save_as} in another folder. To autosave, make the folder writable (or set CIV_DATA_DIR to another one) and restart.</source>
        <translation>⚠ &lt;b&gt;Ez a játék nem menthető automatikusan&lt;/b&gt;: {problem}. Játszhatsz, és a {save_as} menüponttal egy másik mappába mentheted a játékot. Az automatikus mentéshez tedd írhatóvá a mappát (vagy állítsd a CIV_DATA_DIR változót egy másik mappára), és indítsd újra a játékot.</translation>
    </message>
    <message>
        <source>⚠ &lt;b&gt;Your game is not being saved&lt;/b&gt;: {problem}. Play on: saving is retried after every action and this note goes away when it works again ({save_as} can keep the game elsewhere meanwhile).</source>
        <translation>⚠ &lt;b&gt;A játék mentése nem sikerül&lt;/b&gt;: {problem}. Játssz nyugodtan tovább: a játék minden lépés után újra megpróbálja a mentést, és ez az üzenet eltűnik, amint a mentés ismét működik (addig a {save_as} menüponttal máshová is mentheted a játékot).</translation>
    </message>
    <message>
        <source>✓ &lt;b&gt;Saving works again&lt;/b&gt;: the game is autosaved to {path}.</source>
        <translation>✓ &lt;b&gt;A mentés ismét működik&lt;/b&gt;: a játék automatikus mentésének helye: {path}.</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>Rules of this choice</source>
        <translation>A választás szabályai</translation>
    </message>
    <message>
        <source>Open the rules here (F1)</source>
        <translation>A szabályok megnyitása itt (F1)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Megerősítés</translation>
    </message>
    <message>
        <source>The effect has started: finish it, or take it back with Undo while nothing hidden has been shown.</source>
        <translation>A hatás elkezdődött: fejezd be, vagy vond vissza (Visszavonás), amíg nem láttál rejtett lapot.</translation>
    </message>
</context>
<context>
    <name>Domain</name>
    <message>
        <source>Military</source>
        <translation>Katonaság</translation>
    </message>
    <message>
        <source>Religion</source>
        <translation>Vallás</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Gazdaság</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Tudomány</translation>
    </message>
    <message>
        <source>Culture</source>
        <translation>Kultúra</translation>
    </message>
    <message>
        <source>Utopia</source>
        <translation>Utópia</translation>
    </message>
</context>
<context>
    <name>DraftPanel</name>
    <message>
        <source>No packet in your hands right now.</source>
        <translation>Most nincs nálad csomag.</translation>
    </message>
    <message>
        <source>The centre fills after the third pass.</source>
        <translation>Az asztal közepére a harmadik továbbadás után kerülnek lapok.</translation>
    </message>
    <message>
        <source>Draft packet you hold</source>
        <translation>A nálad lévő csomag (kártyaválasztás)</translation>
    </message>
    <message>
        <source>in the packet you hold</source>
        <translation>a nálad lévő csomagban</translation>
    </message>
    <message>
        <source>Draft centre, face up</source>
        <translation>Az asztal közepe, képpel felfelé (kártyaválasztás)</translation>
    </message>
    <message>
        <source>in the centre</source>
        <translation>az asztal közepén</translation>
    </message>
    <message>
        <source>Packet you hold</source>
        <translation>A nálad lévő csomag</translation>
    </message>
    <message>
        <source>Centre (face up)</source>
        <translation>Az asztal közepe (képpel felfelé)</translation>
    </message>
    <message>
        <source>Draft</source>
        <comment>the draft set-up's panel title</comment>
        <translation>Kártyaválasztás</translation>
    </message>
    <message>
        <source>Click to keep this card.</source>
        <translation>Kattints rá, és megtartod.</translation>
    </message>
    <message>
        <source>Click to take it into your tableau.</source>
        <translation>Kattints rá, és a játékterületedre teszed.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the players' packet sizes</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{name} {count}</source>
        <comment>a player and the size of their packet</comment>
        <translation>{name}: {count}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pass {round} of 3.&lt;/b&gt; Each player keeps one card of the packet they hold (it goes to their hand, hidden) and passes the rest to the player on their left. After the third pass the last card of each packet goes face up to the centre. Packets: {sizes}.</source>
        <translation>&lt;b&gt;Továbbadás: {round}/3.&lt;/b&gt; Mindenki megtart egy lapot a nála lévő csomagból (ez rejtve a kezébe kerül), a többit pedig továbbadja a bal oldali szomszédjának. A harmadik továbbadás után minden csomag utolsó lapja képpel felfelé az asztal közepére kerül. Csomagok: {sizes}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pass {round} of 3.&lt;/b&gt; Keep one card of the packet you hold (it goes to your hand, hidden); the rest passes to the player on your left. After the third pass the last card of each packet goes face up to the centre. Packets: {sizes}.</source>
        <translation>&lt;b&gt;Továbbadás: {round}/3.&lt;/b&gt; Tarts meg egy lapot a nálad lévő csomagból (ez rejtve a kezedbe kerül); a többit a bal oldali szomszédod kapja. A harmadik továbbadás után minden csomag utolsó lapja képpel felfelé az asztal közepére kerül. Csomagok: {sizes}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Centre.&lt;/b&gt; In turn, each player takes one centre card into their tableau (order: {order}). Everyone then starts with 3 cards in hand and 1 in tableau.</source>
        <translation>&lt;b&gt;Az asztal közepe.&lt;/b&gt; Sorban mindenki a játékterületére tesz egy lapot az asztal közepéről (sorrend: {order}). Ezután mindenki 3 lappal a kezében és 1 lappal a játékterületén kezd.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Várakozás {name} játékosra…</translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <source>Assassination</source>
        <translation>Orgyilkosság</translation>
    </message>
    <message>
        <source>Purge</source>
        <translation>Tisztogatás</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Támadás</translation>
    </message>
    <message>
        <source>Holy Book</source>
        <translation>Szentírás</translation>
    </message>
    <message>
        <source>Divine Right</source>
        <translation>Isteni előjog</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inkvizíció</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Fejlődés</translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation>Monopólium</translation>
    </message>
    <message>
        <source>Embargo</source>
        <translation>Embargó</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Kísérlet</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Kutatás</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Áttörés</translation>
    </message>
    <message>
        <source>Inspiration</source>
        <translation>Ihlet</translation>
    </message>
    <message>
        <source>Oligarchy</source>
        <translation>Oligarchia</translation>
    </message>
    <message>
        <source>Republic</source>
        <translation>Köztársaság</translation>
    </message>
    <message>
        <source>Democracy</source>
        <translation>Demokrácia</translation>
    </message>
</context>
<context>
    <name>EffectInfo</name>
    <message>
        <source>level 1</source>
        <translation>1. szint</translation>
    </message>
    <message>
        <source>level 2</source>
        <translation>2. szint</translation>
    </message>
    <message>
        <source>sacrifice</source>
        <translation>kártyaeldobás</translation>
    </message>
    <message>
        <source>inspiration</source>
        <translation>ihlet</translation>
    </message>
    <message>
        <source>Discard 1 card from your hand.</source>
        <translation>Dobj el egy lapot a kezedből.</translation>
    </message>
    <message>
        <source>Discard 2 cards from your hand.</source>
        <translation>Dobj el két lapot a kezedből.</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card, choose a Domain: discard one card of it from your tableau; every other player who has a card of it discards one.</source>
        <translation>Dobj el egy {domain} kártyát a játékterületedről, és válassz egy területet: dobj el egy ehhez a területhez tartozó kártyát a játékterületedről; minden más játékos, akinek van ilyen kártyája, szintén eldob egyet.</translation>
    </message>
    <message>
        <source>Your hand limit is {limit} this turn (applied by itself at End turn if you forget).</source>
        <translation>Ebben a körben {limit} lap lehet a kezedben (ha elfelejted, a Kör vége gomb megnyomásakor automatikusan életbe lép).</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card, choose another player: take their whole hand, look at both hands, give back as many cards as you took.</source>
        <translation>Dobj el egy {domain} kártyát a játékterületedről, és válassz egy másik játékost: vedd a kezedbe az összes kézben tartott lapját, nézd át mindkét kezet, majd adj vissza neki tetszés szerint ugyanannyi lapot, amennyit elvettél.</translation>
    </message>
    <message>
        <source>Discard 1 card of your tableau, then play 1 extra card from your hand.</source>
        <translation>Dobj el egy lapot a játékterületedről, majd játssz ki ráadásként egy lapot a kezedből.</translation>
    </message>
    <message>
        <source>Discard 2 cards of your tableau, then play 2 extra cards from your hand.</source>
        <translation>Dobj el két lapot a játékterületedről, majd játssz ki ráadásként két lapot a kezedből.</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card onto a Domain of another player: during their next turn they may not play cards of that Domain.</source>
        <translation>Tegyél egy {domain} kártyát a játékterületedről képpel lefelé egy másik játékos valamelyik területének kártyáira: a következő körében nem játszhat ki ehhez a területhez tartozó kártyát.</translation>
    </message>
    <message>
        <source>Return 1 card of your tableau to your hand, then play 1 extra card.</source>
        <translation>Vegyél vissza egy lapot a játékterületedről a kezedbe, majd játssz ki ráadásként egy lapot.</translation>
    </message>
    <message>
        <source>Return 2 cards of your tableau to your hand, then play 2 extra cards.</source>
        <translation>Vegyél vissza két lapot a játékterületedről a kezedbe, majd játssz ki ráadásként két lapot.</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card: draw the top {count} cards of the deck, then discard {count} cards from your hand (as many as you drew if the deck had fewer).</source>
        <translation>Dobj el egy {domain} kártyát a játékterületedről: húzd fel a korok paklijának legfelső {count} lapját, majd dobj el {count} lapot a kezedből (ha kevesebb lap volt a pakliban, annyit, amennyit felhúztál).</translation>
    </message>
    <message>
        <source>With strictly more {domain} cards than every other player: copy a permanent effect another player qualifies for, once per turn.</source>
        <translation>Ha több {domain} kártyád van, mint bármelyik másik játékosnak: körönként egyszer lemásolhatod egy másik játékos olyan állandó hatását, amelyhez neki elég kártyája van.</translation>
    </message>
    <message>
        <source>Take 1 card of your choice from the discard pile into your hand.</source>
        <translation>Vegyél a kezedbe egy tetszés szerinti lapot a dobópakliból.</translation>
    </message>
    <message>
        <source>Take 2 cards of your choice from the discard pile into your hand.</source>
        <translation>Vegyél a kezedbe két tetszés szerinti lapot a dobópakliból.</translation>
    </message>
    <message>
        <source>Sacrifice one {domain} card under a Domain of another player: for the rest of the game they need one more card of it for Hegemony.</source>
        <translation>Tegyél egy {domain} kártyát a játékterületedről képpel lefelé egy másik játékos valamelyik területének kártyái alá: a játék végéig eggyel több kártya kell neki ezen a területen a Hegemóniához.</translation>
    </message>
</context>
<context>
    <name>EffectTooltip</name>
    <message>
        <source>{effect} — {domain} sacrifice</source>
        <translation>{effect} – {domain}, kártyaeldobás</translation>
    </message>
    <message>
        <source>{effect} — {domain}</source>
        <translation>{effect} – {domain}</translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Most nem érhető el: {reason}</translation>
    </message>
    <message>
        <source>F1: the rules of {effect}</source>
        <translation>F1: a {effect} szabályai</translation>
    </message>
    <message numerus="yes">
        <source>{effect} — {domain} level 1 (%n card(s))</source>
        <translation>
            <numerusform>{effect} – {domain}, 1. szint (%n lap)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{effect} — {domain} level 2 (%n card(s))</source>
        <translation>
            <numerusform>{effect} – {domain}, 2. szint (%n lap)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EffectsPanel</name>
    <message numerus="yes">
        <source>%n effect(s) available. Hover a button to see what it does.</source>
        <translation>
            <numerusform>%n hatás érhető el. Vidd az egeret egy gomb fölé, és megtudod, mit csinál.</numerusform>
        </translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>1. szint</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>2. szint</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>Kártyaeldobás</translation>
    </message>
    <message>
        <source>Effects (step 2)</source>
        <translation>Hatások (2. lépés)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Kör vége</translation>
    </message>
    <message>
        <source>no game is running</source>
        <translation>nincs folyamatban játék</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>nem te következel</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>a játék véget ért</translation>
    </message>
    <message>
        <source>Used this turn.</source>
        <translation>Ebben a körben már végrehajtottad.</translation>
    </message>
    <message>
        <source>The draft comes first; effects start with the first turn.</source>
        <translation>Előbb jön a kártyaválasztás; a hatások az első körtől érhetők el.</translation>
    </message>
    <message>
        <source>Waiting for another player.</source>
        <translation>Várakozás egy másik játékosra.</translation>
    </message>
    <message>
        <source>Play a card first; then the effects you qualify for light up.</source>
        <translation>Előbb játssz ki egy lapot; utána kiemelve látod azokat a hatásokat, amelyeket végrehajthatsz.</translation>
    </message>
    <message>
        <source>Finish the effect in progress first.</source>
        <translation>Előbb fejezd be a folyamatban lévő hatást.</translation>
    </message>
    <message>
        <source>No effect available now: press End turn.</source>
        <translation>Most nincs elérhető hatás: nyomd meg a Kör vége gombot.</translation>
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
        <translation>{names} és {last}</translation>
    </message>
    <message>
        <source>Ties are broken by the most {first} cards, then {rest}.</source>
        <translation>Holtverseny esetén a több {first} kártya dönt, utána sorban: {rest}.</translation>
    </message>
    <message>
        <source>Team {team} ({names})</source>
        <translation>{team}-csapat ({names})</translation>
    </message>
    <message>
        <source>{team} wins by {domain} Hegemony!</source>
        <translation>{team} Hegemónia győzelmet arat a {domain} területen!</translation>
    </message>
    <message>
        <source>{name} wins by {domain} Hegemony!</source>
        <translation>{name} Hegemónia győzelmet arat a {domain} területen!</translation>
    </message>
    <message>
        <source>{winners} share the victory by {domain} Hegemony!</source>
        <translation>{winners} osztoznak a Hegemónia győzelmen a {domain} területen!</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>{name} has the most {domain} cards: 1 point</source>
        <translation>{name} játékosnak van a legtöbb {domain} kártyája: 1 pont</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontok</translation>
    </message>
    <message>
        <source>Team points</source>
        <translation>Csapatpontok</translation>
    </message>
    <message>
        <source>Team {team}: {points}</source>
        <translation>{team}-csapat: {points}</translation>
    </message>
    <message>
        <source>Cards and majorities by Domain</source>
        <translation>Kártyák és többségek területenként</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards per Domain at the end&lt;/b&gt; (★ = most cards: 1 point; a Domain nobody has gives no point)</source>
        <translation>&lt;b&gt;Kártyák területenként a játék végén&lt;/b&gt; (★ = a legtöbb kártya: 1 pont; amelyik területen senkinek sincs kártyája, az nem ér pontot)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards per Domain at the end&lt;/b&gt; (the Hegemony ended the game: no majorities are scored)</source>
        <translation>&lt;b&gt;Kártyák területenként a játék végén&lt;/b&gt; (a Hegemónia véget vetett a játéknak: a többségek nem érnek pontot)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chances of winning, turn by turn&lt;/b&gt;</source>
        <translation>&lt;b&gt;Győzelmi esélyek körről körre&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pontszámok</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Győzelmi esélyek</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Vissza az asztalhoz</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>A játszma visszajátszása</translation>
    </message>
    <message>
        <source>Tie-break used: the best score was tied; decided on {domain} cards. {order}</source>
        <translation>A legjobb pontszámon holtverseny alakult ki; a {domain} kártyák száma döntött. {order}</translation>
    </message>
    <message>
        <source>The best score was tied and no Domain broke the tie: the victory is shared.</source>
        <translation>A legjobb pontszámon holtverseny alakult ki, és egyik terület kártyáinak száma sem döntötte el: a győzelem közös.</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>Nem kellett holtversenyt eldönteni.</translation>
    </message>
    <message numerus="yes">
        <source>{name} ended their turn with %n {domain} card(s) (needed {need}).</source>
        <translation>
            <numerusform>{name} %n {domain} kártyával fejezte be a körét (szükséges: {need}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins on majorities with %n point(s)!</source>
        <translation>
            <numerusform>{name} többségi győzelmet arat %n ponttal!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{team} wins on majorities with %n point(s)!</source>
        <translation>
            <numerusform>{team} többségi győzelmet arat %n ponttal!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{winners} share the victory on majorities with %n point(s)!</source>
        <translation>
            <numerusform>{winners} %n ponttal osztoznak a többségi győzelmen!</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>the terminal's output (the log file cannot be written)</source>
        <translation>a terminál kimenete (a naplófájl nem írható)</translation>
    </message>
    <message>
        <source>The details are in {place}. Your game is autosaved.</source>
        <comment>place: a file, or the terminal's output</comment>
        <translation>A részleteket itt találod: {place}. A játékod automatikusan mentve van.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Valami hiba történt</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The finished game could not be kept for replay: {folder} cannot be written ({why}).</source>
        <comment>why: the system's reason</comment>
        <translation>A befejezett játszmát nem sikerült megőrizni visszajátszáshoz: a {folder} mappába nem lehet írni ({why}).</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message numerus="yes">
        <source>Then you refill to %n card(s).</source>
        <translation>
            <numerusform>Utána %n lapra egészíted ki a kezedet.</numerusform>
        </translation>
    </message>
    <message>
        <source>human</source>
        <comment>a seat another person at this screen plays</comment>
        <translation>ember</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>a játék véget ért</translation>
    </message>
    <message>
        <source>it is {name}'s turn ({label})</source>
        <comment>label: 'Medium AI'...</comment>
        <translation>most {name} következik ({label})</translation>
    </message>
    <message>
        <source>the screen is covered: {name} must click it first</source>
        <translation>a képernyő le van takarva: előbb {name} játékosnak kell rákattintania</translation>
    </message>
    <message>
        <source>it is {name}'s turn</source>
        <translation>most {name} következik</translation>
    </message>
    <message>
        <source>No game in progress. Start one with Game › New game… (Ctrl+N), or open a saved game with Game › Open… (Ctrl+O).</source>
        <comment>the menu names as the menus say them</comment>
        <translation>Nincs folyamatban játék. Kezdj egyet a Játék › Új játék… menüponttal (Ctrl+N), vagy nyiss meg egy mentett játékot a Játék › Megnyitás… menüponttal (Ctrl+O).</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Vége a játéknak.</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Add át a képernyőt {name} játékosnak.</translation>
    </message>
    <message>
        <source>{name} ({label}) is playing… Last: {last}</source>
        <comment>last: the log's latest line</comment>
        <translation>{name} ({label}) lép… Legutóbb: {last}</translation>
    </message>
    <message>
        <source>{name} ({label}) is playing…</source>
        <translation>{name} ({label}) lép…</translation>
    </message>
    <message>
        <source>Draft, pass {round} of 3: click the card you keep from the packet you hold; the rest passes to the left.</source>
        <translation>Kártyaválasztás (továbbadás: {round}/3): kattints arra a lapra a csomagodban, amelyet megtartasz; a többit balra adod tovább.</translation>
    </message>
    <message>
        <source>Draft: click a card of the centre to take it into your tableau.</source>
        <translation>Kártyaválasztás: kattints az asztal közepén arra a lapra, amelyet a játékterületedre teszel.</translation>
    </message>
    <message>
        <source>Your turn — step 2: use effects (panel on the right) or press End turn.</source>
        <translation>Te következel – 2. lépés: hajts végre hatásokat (jobb oldali panel), vagy nyomd meg a Kör vége gombot.</translation>
    </message>
    <message>
        <source>{name}'s turn — step 2: use effects (panel on the right) or press End turn.</source>
        <translation>{name} következik – 2. lépés: hajts végre hatásokat (jobb oldali panel), vagy nyomd meg a Kör vége gombot.</translation>
    </message>
    <message>
        <source>No refill: this is the final round.</source>
        <translation>Nincs kártyahúzás: ez az utolsó forduló.</translation>
    </message>
    <message>
        <source>{path} cannot be written ({why})</source>
        <comment>why: the system's reason</comment>
        <translation>nem sikerült írni ezt a fájlt: {path} ({why})</translation>
    </message>
    <message>
        <source>nothing to undo: {why}</source>
        <translation>nincs mit visszavonni: {why}</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nincs mit megismételni</translation>
    </message>
    <message>
        <source>nothing to redo: {why}</source>
        <translation>nincs mit megismételni: {why}</translation>
    </message>
    <message>
        <source>no game is running</source>
        <translation>nincs folyamatban játék</translation>
    </message>
    <message>
        <source>Your turn — step 1: play a card. Drag it onto your tableau, double-click it, or choose it with ←/→ and press Enter.</source>
        <translation>Te következel – 1. lépés: játssz ki egy lapot. Húzd a játékterületedre, kattints rá duplán, vagy válaszd ki a ←/→ billentyűkkel, és nyomd meg az Entert.</translation>
    </message>
    <message>
        <source>{name}'s turn — step 1: play a card. Drag it onto your tableau, double-click it, or choose it with ←/→ and press Enter.</source>
        <translation>{name} következik – 1. lépés: játssz ki egy lapot. Húzd a játékterületedre, kattints rá duplán, vagy válaszd ki a ←/→ billentyűkkel, és nyomd meg az Entert.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the Domains of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>({domains} under Embargo this turn.)</source>
        <translation>(Ebben a körben Embargó alatt: {domains}.)</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>The draft: keep one card of the packet you hold. The others pass to the player on your left, and you receive a packet from your right. After three passes, the last cards go to the centre and each player takes one into their tableau.</source>
        <translation>Kártyaválasztás: a kezedben lévő csomagból tarts meg egy lapot. A többit a bal oldali szomszédod kapja, te pedig a jobb oldali szomszédodtól kapsz egy csomagot. Három továbbadás után az utolsó lapok az asztal közepére kerülnek, és mindenki elvesz közülük egyet a játékterületére.</translation>
    </message>
    <message>
        <source>The final round has begun: the deck is empty, so nobody refills any more. The game ends once the round is over. Unless someone reaches Hegemony first, each Domain then gives a point to the players with the most cards of it, and whoever has the most points wins.</source>
        <translation>Elkezdődött az utolsó forduló: a pakli elfogyott, így már senki sem húz lapot. A forduló végén véget ér a játék. Ha addig senki sem ér el Hegemóniát, minden terület egy pontot ér azoknak, akiknek a legtöbb kártyájuk van belőle, és a legtöbb pontot szerző játékos nyer.</translation>
    </message>
    <message>
        <source>Embargo on your {domains}: during this turn you may not play a card of {domains}, not even as an extra play from an effect. The Embargo ends with your turn.</source>
        <comment>{domains}: one Domain name, or several separated by commas</comment>
        <translation>Embargó van rajtad ({domains}): ebben a körben nem játszhatsz ki {domains} kártyát, egy hatás révén ráadásként sem. Az Embargó a köröd végén lejár.</translation>
    </message>
    <message>
        <source>Inquisition: you see both hands together now. Choose exactly as many cards as you took to give back to {name}, any you like, not only theirs; the others stay in your hand.</source>
        <comment>{name}: the player whose hand was taken</comment>
        <translation>Inkvizíció: most együtt látod a két kéz lapjait. Válassz ki pontosan annyi lapot, amennyit elvettél, és add vissza őket {name} játékosnak – bármelyiket választhatod, nem csak az övéit; a többi a kezedben marad.</translation>
    </message>
    <message>
        <source>Step 1: play one card from your hand into your tableau. Drag it onto your tableau, double-click it, or choose it with ←/→ and press Enter.</source>
        <translation>1. lépés: játssz ki egy lapot a kezedből a játékterületedre. Húzd a játékterületedre, kattints rá duplán, vagy válaszd ki a ←/→ billentyűkkel, és nyomd meg az Entert.</translation>
    </message>
    <message>
        <source>Step 2: the lit buttons of the Effects panel are the effects you may use now. Hover over one (or press F1) to read what it does; when you are done, press End turn.</source>
        <translation>2. lépés: a Hatások panel világító gombjai azok a hatások, amelyeket most végrehajthatsz. Ha valamelyik fölé viszed az egeret (vagy megnyomod az F1-et), elolvashatod, mit csinál; ha végeztél, nyomd meg a Kör vége gombot.</translation>
    </message>
    <message>
        <source>&amp;Show the first-game hints again</source>
        <translation>&amp;Kezdő tippek újra</translation>
    </message>
</context>
<context>
    <name>GuideBar</name>
    <message>
        <source>First-game hint</source>
        <translation>Kezdő tipp</translation>
    </message>
    <message>
        <source>Got &amp;it</source>
        <comment>I have read this hint</comment>
        <translation>Ér&amp;tem</translation>
    </message>
    <message>
        <source>Got it: hide this hint</source>
        <translation>Értem: a tipp elrejtése</translation>
    </message>
    <message>
        <source>Do&amp;n't show hints</source>
        <translation>&amp;Ne mutass több tippet</translation>
    </message>
    <message>
        <source>Don't show hints: switch the first-game guide off</source>
        <translation>Ne mutass több tippet: a kezdő tippek kikapcsolása</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand</source>
        <translation>A kezed</translation>
    </message>
    <message>
        <source>in your hand</source>
        <comment>where a card lies</comment>
        <translation>a kezedben</translation>
    </message>
    <message>
        <source>Click to discard it.</source>
        <translation>Kattints rá, és eldobod.</translation>
    </message>
    <message>
        <source>Drag it onto your tableau or double-click to play it.</source>
        <translation>Kijátszáshoz húzd a játékterületedre, vagy kattints rá duplán.</translation>
    </message>
    <message>
        <source>Every hand is hidden: this is the table as everyone sees it.</source>
        <translation>Minden kéz rejtve van: így látja az asztalt mindenki.</translation>
    </message>
    <message>
        <source>The cards you keep in the draft come here.</source>
        <translation>Ide kerülnek a kártyaválasztáskor megtartott lapjaid.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Üres a kezed.</translation>
    </message>
    <message>
        <source>in your hand, can be discarded</source>
        <translation>a kezedben, eldobható</translation>
    </message>
    <message>
        <source>in your hand, playable</source>
        <translation>a kezedben, kijátszható</translation>
    </message>
    <message>
        <source>in your hand, not playable: {why}</source>
        <translation>a kezedben, nem játszható ki: {why}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message numerus="yes">
        <source>{name} asked “What would Hard do?” %n time(s).</source>
        <translation>
            <numerusform>{name} %n alkalommal kérdezte meg: „Mit tenne a Nehéz MI?”</numerusform>
        </translation>
    </message>
    <message>
        <source>Hard would play {card}.</source>
        <translation>A Nehéz MI ezt játszaná ki: {card}.</translation>
    </message>
    <message>
        <source>Hard would keep {card}.</source>
        <translation>A Nehéz MI ezt tartaná meg: {card}.</translation>
    </message>
    <message>
        <source>Hard would take {card} from the centre.</source>
        <translation>A Nehéz MI ezt venné el az asztal közepéről: {card}.</translation>
    </message>
    <message>
        <source>Hard would discard {card}.</source>
        <translation>A Nehéz MI ezt dobná el: {card}.</translation>
    </message>
    <message>
        <source>Hard would discard {card} from your tableau.</source>
        <translation>A Nehéz MI ezt dobná el a játékterületedről: {card}.</translation>
    </message>
    <message>
        <source>Hard would return {card} to your hand.</source>
        <translation>A Nehéz MI ezt venné vissza a kezedbe: {card}.</translation>
    </message>
    <message>
        <source>Hard would take {card} from the discard pile.</source>
        <translation>A Nehéz MI ezt venné fel a dobópakliból: {card}.</translation>
    </message>
    <message>
        <source>Hard would give back {card}.</source>
        <translation>A Nehéz MI ezt adná vissza: {card}.</translation>
    </message>
    <message>
        <source>Hard would use {effect}.</source>
        <translation>A Nehéz MI ezt a hatást használná: {effect}.</translation>
    </message>
    <message>
        <source>Hard would choose {player}.</source>
        <translation>A Nehéz MI ezt a játékost választaná: {player}.</translation>
    </message>
    <message>
        <source>Hard would choose {domain}.</source>
        <translation>A Nehéz MI ezt a területet választaná: {domain}.</translation>
    </message>
    <message>
        <source>Hard would copy {player}'s {effect}.</source>
        <translation>A Nehéz MI lemásolná {player} játékos {effect} hatását.</translation>
    </message>
    <message>
        <source>Hard would end the turn.</source>
        <translation>A Nehéz MI befejezné a kört.</translation>
    </message>
    <message>
        <source>Hard would choose {action}.</source>
        <comment>action: in the game's notation</comment>
        <translation>A Nehéz MI ezt választaná: {action}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <comment>a list: 'A, B and C'</comment>
        <translation>{names} és {last}</translation>
    </message>
    <message>
        <source>Hard would choose {player}'s {domain}.</source>
        <translation>A Nehéz MI {player} játékos {domain} területét választaná.</translation>
    </message>
    <message>
        <source>Hard would give back {cards}.</source>
        <translation>A Nehéz MI ezeket adná vissza: {cards}.</translation>
    </message>
    <message>
        <source>Hard would take {cards} from the discard pile.</source>
        <translation>A Nehéz MI ezeket venné fel a dobópakliból: {cards}.</translation>
    </message>
    <message>
        <source>Why: “{reason}”</source>
        <comment>reason: the AI's reason, as in the log</comment>
        <translation>Miért: „{reason}”</translation>
    </message>
    <message>
        <source>there is no decision to help with</source>
        <translation>nincs döntés, amelyben segíteni lehetne</translation>
    </message>
    <message>
        <source>a hint is only for the person to move, at the screen</source>
        <translation>tanácsot csak a soron következő, a képernyő előtt ülő játékos kérhet</translation>
    </message>
    <message>
        <source>What would Hard do?</source>
        <translation>Mit tenne a Nehéz MI?</translation>
    </message>
    <message>
        <source>The Hard AI's choice for this decision, from what you know only ({key}). Each hint counts in the game's statistics.</source>
        <translation>A Nehéz MI választása ebben a döntésben, csak abból, amit te tudsz ({key}). Minden tanács beszámít a játszma statisztikájába.</translation>
    </message>
    <message>
        <source>Do it</source>
        <comment>follow the suggestion</comment>
        <translation>Megfogadom</translation>
    </message>
    <message>
        <source>Make the choice Hard suggests</source>
        <translation>A Nehéz MI javaslatának megfogadása</translation>
    </message>
    <message>
        <source>Hard is thinking…</source>
        <translation>A Nehéz MI gondolkodik…</translation>
    </message>
    <message>
        <source>No hint this time ({error}).</source>
        <comment>error: in a programmer's words (English)</comment>
        <translation>Most nincs tanács ({error}).</translation>
    </message>
</context>
<context>
    <name>InquisitionDialog</name>
    <message>
        <source>Pooled hands</source>
        <translation>Összevont lapok</translation>
    </message>
    <message>
        <source>in the pooled hands</source>
        <translation>az összevont lapok között</translation>
    </message>
    <message>
        <source>Choose the player whose hand you take.</source>
        <translation>Válaszd ki, kinek a kezét veszed el.</translation>
    </message>
    <message>
        <source>Take their hand</source>
        <translation>Lapok elvétele</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between card names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{name}'s hand was: {cards}.</source>
        <translation>{name} játékos kezében ezek voltak: {cards}.</translation>
    </message>
    <message>
        <source>Give back</source>
        <translation>Visszaadás</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>a megcélzott</translation>
    </message>
    <message>
        <source>from {name}'s hand</source>
        <translation>{name} játékos kezéből</translation>
    </message>
    <message>
        <source>from your hand</source>
        <translation>a kezedből</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Give back %n card(s) to {name}.&lt;/b&gt; Click cards to choose them (or ←/→ and Space); the rest stays in your hand.</source>
        <translation>
            <numerusform>&lt;b&gt;Adj vissza %n lapot {name} játékosnak.&lt;/b&gt; Kattintással választhatod ki a lapokat (vagy a ←/→ és a Szóköz billentyűvel); a többi a kezedben marad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chosen {chosen} of %n</source>
        <translation>
            <numerusform>Kiválasztva: {chosen}/%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} — %n card(s) in hand</source>
        <translation>
            <numerusform>{name} – %n lap a kezében</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InspirationDialog</name>
    <message>
        <source>&lt;b&gt;Choose the effect to copy&lt;/b&gt; (it is resolved as your own, using your permanent slot of its Domain this turn)</source>
        <translation>&lt;b&gt;Válaszd ki a lemásolandó hatást&lt;/b&gt; (saját hatásodként hajtod végre, és ebben a körben ezzel elhasználod az adott terület állandó hatását)</translation>
    </message>
    <message>
        <source>{effect} from {name} ({domain} {kind}): {rule}</source>
        <translation>{name} játékos {effect} hatása ({domain}, {kind}): {rule}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The file {rest}</source>
        <comment>rest: the refusal after the file's name, 'is not a CIV save'</comment>
        <translation>A fájl {rest}</translation>
    </message>
    <message>
        <source>The table: every player's tableau</source>
        <translation>Az asztal: minden játékos játékterülete</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <source>Effects and game log</source>
        <translation>Hatások és játéknapló</translation>
    </message>
    <message>
        <source>AI speed:</source>
        <translation>MI sebessége:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Játéknapló&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <comment>the menu</comment>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Meg&amp;nyitás…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Mentés másként…</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>Játszma &amp;visszajátszása…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;isztika…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>the menu of the game in progress</comment>
        <translation>Játs&amp;zma</translation>
    </message>
    <message>
        <source>S&amp;kip to my turn</source>
        <translation>&amp;Ugrás a saját körömre</translation>
    </message>
    <message>
        <source>&amp;Discard pile…</source>
        <translation>&amp;Dobópakli…</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Kör vége</translation>
    </message>
    <message>
        <source>&amp;What would Hard do?</source>
        <translation>&amp;Mit tenne a Nehéz MI?</translation>
    </message>
    <message>
        <source>&amp;Ask before revealing cards</source>
        <translation>&amp;Rákérdezés lapfelfedés előtt</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <comment>the menu</comment>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Névjegy</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>the tool bar</comment>
        <translation>Játék</translation>
    </message>
    <message>
        <source>AI error: {error}</source>
        <comment>error: what went wrong, in a programmer's words (English)</comment>
        <translation>MI-hiba: {error}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Save files and logs: {folder}</source>
        <translation>&lt;b&gt;{app}&lt;/b&gt;&lt;br&gt;Mentések és naplófájlok: {folder}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <comment>action: 'playing Science I'</comment>
        <translation>&amp;Visszavonás: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <comment>action: 'playing Science I'</comment>
        <translation>Ú&amp;jra: {action}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Mentett játék megnyitása</translation>
    </message>
    <message>
        <source>The game in progress goes on unchanged.</source>
        <translation>A folyamatban lévő játék változatlanul folytatódik.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Semmi sem változott.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Nem sikerült megnyitni a játékot</translation>
    </message>
    <message>
        <source>{file} cannot be opened.
{why}

{unchanged}</source>
        <comment>why: the reason; unchanged: 'Nothing was changed.'</comment>
        <translation>{file} nem nyitható meg.
{why}

{unchanged}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Játék mentése</translation>
    </message>
    <message>
        <source>Replace?</source>
        <translation>Felülírod?</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} már létezik. Felülírod?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Nem sikerült menteni a játékot</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Mentve: {file}</translation>
    </message>
    <message>
        <source>CIV saves ({pattern})</source>
        <comment>pattern: *.civ.json</comment>
        <translation>CIV-mentések ({pattern})</translation>
    </message>
</context>
<context>
    <name>MarkerDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;Effect:&lt;/b&gt; {name} will need %n {domain} card(s) for Hegemony.</source>
        <translation>
            <numerusform>&lt;b&gt;Hatás:&lt;/b&gt; {name} játékosnak %n {domain} kártya kell majd a Hegemóniához.</numerusform>
        </translation>
    </message>
    <message>
        <source>1. Choose the player</source>
        <translation>1. Válaszd ki a játékost</translation>
    </message>
    <message>
        <source>2. Choose the Domain</source>
        <translation>2. Válaszd ki a területet</translation>
    </message>
    <message>
        <source>&lt;b&gt;Effect:&lt;/b&gt; {name} may not play {domain} cards during their next turn.</source>
        <translation>&lt;b&gt;Hatás:&lt;/b&gt; {name} a következő körében nem játszhat ki {domain} kártyát.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>Seat %n</source>
        <translation>
            <numerusform>%n. játékos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat %n: who plays it</source>
        <translation>
            <numerusform>%n. játékos: ki irányítja</numerusform>
        </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <source>Easy AI</source>
        <translation>Könnyű MI</translation>
    </message>
    <message>
        <source>Medium AI</source>
        <translation>Közepes MI</translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation>Nehéz MI</translation>
    </message>
    <message>
        <source>Classic: everyone draws 3 cards.</source>
        <translation>Hagyományos mód: mindenki 3 lapot húz.</translation>
    </message>
    <message>
        <source>Draft: draw 4, keep one and pass the rest left, three times; the leftovers go face up to the centre and each player takes one into their tableau.</source>
        <translation>Kártyaválasztás: húzz 4 lapot, tarts meg egyet, a többit add tovább balra, és ez háromszor ismétlődik; a végén maradó lapok képpel felfelé az asztal közepére kerülnek, és mindenki a játékterületére tesz egyet közülük.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Anna</translation>
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
        <translation>Új játék</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt; — grow your civilisation card by card. Win at once with enough cards of one Domain (Hegemony), or hold the most majorities when the deck runs out.</source>
        <translation>&lt;b&gt;{app}&lt;/b&gt; – építsd fel a civilizációdat lapról lapra. Azonnal nyersz, ha egy területen elég kártyád van (Hegemónia), vagy ha a pakli elfogyásakor a legtöbb területen te vagy többségben.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok száma</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Lapok kiosztása</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Véletlenszám-mag (nem kötelező)</translation>
    </message>
    <message>
        <source>random</source>
        <comment>the seed field when empty</comment>
        <translation>üresen hagyva véletlen</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>the classic set-up</comment>
        <translation>Hagyományos</translation>
    </message>
    <message>
        <source>Draft</source>
        <comment>the draft set-up</comment>
        <translation>Kártyaválasztás</translation>
    </message>
    <message>
        <source>Team game (seats 1 + 3 against seats 2 + 4)</source>
        <translation>Csapatjáték (1. + 3. játékos a 2. + 4. játékos ellen)</translation>
    </message>
    <message>
        <source>Seats (clockwise; the first player is drawn at random)</source>
        <translation>Játékosok (az óramutató járása szerint; a kezdőjátékost a gép sorsolja ki)</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>start the new game</comment>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>The team game needs 4 players.</source>
        <translation>A csapatjátékhoz 4 játékos kell.</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>A véletlenmagnak egész számnak kell lennie (vagy hagyd üresen, és a gép választ egyet).</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Minden játékosnak adj különböző nevet.</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Classic (the game's colours)</source>
        <translation>Klasszikus (a játék színei)</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Színtévesztőbarát</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Nagy kontrasztú</translation>
    </message>
</context>
<context>
    <name>PileDialog</name>
    <message>
        <source>{effect}: take from the discard pile</source>
        <translation>{effect}: lapok felvétele a dobópakliból</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Dobópakli</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>A dobópakli üres.</translation>
    </message>
    <message>
        <source>in the discard pile</source>
        <translation>a dobópakliban</translation>
    </message>
    <message>
        <source>Take</source>
        <comment>take the chosen cards</comment>
        <translation>Felvétel</translation>
    </message>
    <message>
        <source>{domain} {count}</source>
        <comment>a Domain and its number of cards in the pile</comment>
        <translation>{count} {domain}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between Domains</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n card(s)&lt;/b&gt;, oldest first</source>
        <translation>
            <numerusform>&lt;b&gt;%n lap&lt;/b&gt; (elöl a legrégebbi)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n card(s)&lt;/b&gt;, oldest first: {domains}</source>
        <translation>
            <numerusform>&lt;b&gt;%n lap&lt;/b&gt; (elöl a legrégebbi): {domains}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Choose %n card(s) to take into your hand.&lt;/b&gt; Highlighted cards can be taken.</source>
        <translation>
            <numerusform>&lt;b&gt;Válassz ki %n lapot, amelyeket a kezedbe veszel.&lt;/b&gt; A kiemelt lapokat veheted fel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chosen {chosen} of %n</source>
        <translation>
            <numerusform>Kiválasztva: {chosen}/%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileWidget</name>
    <message>
        <source>Deck</source>
        <translation>Korok paklija</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Dobópakli</translation>
    </message>
    <message>
        <source>Deck
empty</source>
        <translation>Pakli
üres</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>A korok paklija üres.</translation>
    </message>
    <message>
        <source>Discard
empty</source>
        <translation>Dobópakli
üres</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>A dobópakli üres.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the deck; the top card is from Age {age}.</source>
        <translation>
            <numerusform>%n lap van a pakliban; legfelül egy {age}. kori lap van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), top: {card}. Click to see every card (it is public).</source>
        <translation>
            <numerusform>%n lap, legfelül: {card}. Kattints rá, és megnézheted mindegyiket (a dobópakli nyilvános).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deck %n
Age {age} on top</source>
        <comment>the caption under the deck: its number of cards</comment>
        <translation>
            <numerusform>Pakli: %n
legfelül: {age}. kor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n
(click to look)</source>
        <comment>the caption under the discard pile: its number of cards</comment>
        <translation>
            <numerusform>Dobópakli: %n
(kattints rá)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <source>L1</source>
        <comment>the mark of level 1 under a grid</comment>
        <translation>1.sz</translation>
    </message>
    <message>
        <source>L2</source>
        <comment>the mark of level 2 under a grid</comment>
        <translation>2.sz</translation>
    </message>
    <message>
        <source>Tableau of {player}</source>
        <translation>{player} játékterülete</translation>
    </message>
    <message>
        <source>Tableau of seat {number}</source>
        <translation>{number}. játékos játékterülete</translation>
    </message>
    <message>
        <source>★ first player</source>
        <translation>★ kezdőjátékos</translation>
    </message>
    <message>
        <source>team {team}</source>
        <comment>{team}: A or B</comment>
        <translation>{team}-csapat</translation>
    </message>
    <message>
        <source>hand {count}</source>
        <comment>the number of cards in a player's hand</comment>
        <translation>kéz: {count}</translation>
    </message>
    <message>
        <source>hand {count} (below)</source>
        <comment>the number of cards in your hand, shown below the table</comment>
        <translation>kéz: {count} (lent)</translation>
    </message>
    <message>
        <source>Choose a card to remove: {card}. Left and right arrows for the others, Enter to choose.</source>
        <translation>Válaszd ki, melyik lapot dobod el: {card}. A többit a Bal és a Jobb nyíllal éred el, az Enter kiválasztja.</translation>
    </message>
    <message>
        <source>Choose a card to return to your hand: {card}. Left and right arrows for the others, Enter to choose.</source>
        <translation>Válaszd ki, melyik lapot veszed vissza a kezedbe: {card}. A többit a Bal és a Jobb nyíllal éred el, az Enter kiválasztja.</translation>
    </message>
    <message>
        <source>Democracy +{count}</source>
        <comment>the badge of Democracy cards under a grid</comment>
        <translation>Demokrácia +{count}</translation>
    </message>
    <message>
        <source>Dem. +{count}</source>
        <comment>the short form of 'Democracy +{count}'</comment>
        <translation>Dem. +{count}</translation>
    </message>
    <message>
        <source>EMBARGO ×{count}</source>
        <comment>the marker of several Embargoes on one grid</comment>
        <translation>EMBARGÓ ×{count}</translation>
    </message>
    <message>
        <source>EMBARGO</source>
        <comment>the marker under an embargoed grid</comment>
        <translation>EMBARGÓ</translation>
    </message>
    <message>
        <source>EMB.</source>
        <comment>the short form of 'EMBARGO'</comment>
        <translation>EMB.</translation>
    </message>
    <message>
        <source>{mark} level 1 at {count}: {effect}</source>
        <comment>{mark}: ✓ reached or ✗ not; {count}: cards needed</comment>
        <translation>{mark} 1. szint {count} lapnál: {effect}</translation>
    </message>
    <message>
        <source>{mark} level 2 at {count}: {effect}</source>
        <comment>{mark}: ✓ reached or ✗ not; {count}: cards needed</comment>
        <translation>{mark} 2. szint {count} lapnál: {effect}</translation>
    </message>
    <message>
        <source>Embargo by {player}: no {domain} card may be played next turn</source>
        <translation>{player} Embargója: a következő körben ide nem játszható ki {domain} kártya</translation>
    </message>
    <message>
        <source>you play cards into your own tableau (above your hand), not {player}'s</source>
        <comment>why a card dropped on another player's area is not played</comment>
        <translation>a lapokat a saját játékterületedre játszod ki (a kezed fölött), nem {player} játékterületére</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <comment>why a card dropped on your area is not played</comment>
        <translation>nem te következel</translation>
    </message>
    <message numerus="yes">
        <source>%n Democracy card(s) under it</source>
        <translation>
            <numerusform>alatta %n Demokrácia kártya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{domain}&lt;/b&gt;: %n card(s)</source>
        <translation>
            <numerusform>&lt;b&gt;{domain}&lt;/b&gt;: %n lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hegemony at %n card(s)</source>
        <translation>
            <numerusform>Hegemónia %n lapnál</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hegemony at %n card(s) ({democracy})</source>
        <comment>{democracy}: how many Democracy cards raise the target</comment>
        <translation>
            <numerusform>Hegemónia %n lapnál ({democracy})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RefusalBanner</name>
    <message>
        <source>Refused</source>
        <comment>the banner saying why an action was refused</comment>
        <translation>Elutasítva</translation>
    </message>
    <message>
        <source>Not allowed — {reason}</source>
        <translation>Nem lehet. {reason}</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message numerus="yes">
        <source>%n file(s) in {folder} could not be read and are not listed.</source>
        <translation>
            <numerusform>%n fájl nem olvasható itt: {folder}, ezért nem szerepel a listán.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players, classic set-up: {kinds}</source>
        <translation>
            <numerusform>%n játékos, hagyományos mód: {kinds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players, draft set-up: {kinds}</source>
        <translation>
            <numerusform>%n játékos, kártyaválasztás: {kinds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n lap</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay: the game as it was dealt. → steps forward, End goes to the end.</source>
        <translation>Visszajátszás: a játszma az osztás után. A → egy lépést előre lép, az End a végére ugrik.</translation>
    </message>
    <message>
        <source>Replay, action {n} of {total}: {last}</source>
        <comment>last: the log's latest line</comment>
        <translation>Visszajátszás, {n}. lépés / {total}: {last}</translation>
    </message>
    <message>
        <source>this is a replay: nothing can be played in it</source>
        <translation>ez visszajátszás: itt nem lehet lépni</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hands&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kezek&lt;/b&gt;</translation>
    </message>
    <message>
        <source>in {name}'s hand</source>
        <translation>{name} játékos kezében</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nincs lap</translation>
    </message>
    <message>
        <source>Replay — {names}</source>
        <translation>Visszajátszás — {names}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Játéknapló&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Game log up to this action</source>
        <translation>Játéknapló eddig a lépésig</translation>
    </message>
    <message>
        <source>The table at this point of the replay</source>
        <translation>Az asztal a visszajátszás ezen pontján</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Az elejére (Home)</translation>
    </message>
    <message>
        <source>One action back (←)</source>
        <translation>Egy lépés vissza (←)</translation>
    </message>
    <message>
        <source>One action on (→)</source>
        <translation>Egy lépés előre (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>A végére (End)</translation>
    </message>
    <message>
        <source>Action shown</source>
        <translation>A mutatott lépés</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Kör:</translation>
    </message>
    <message>
        <source>Go to the start of a turn (Page Up, Page Down: the turn before, the next)</source>
        <translation>Ugrás egy kör elejére (Page Up, Page Down: az előző, a következő kör)</translation>
    </message>
    <message>
        <source>draft</source>
        <comment>the turn box before turn 1</comment>
        <translation>választás</translation>
    </message>
    <message>
        <source>Show all hands</source>
        <translation>Minden kéz mutatása</translation>
    </message>
    <message>
        <source>Close the replay (Esc)</source>
        <translation>A visszajátszás bezárása (Esc)</translation>
    </message>
    <message>
        <source>Every player's hand face up (a finished game only)</source>
        <translation>Minden játékos keze felfordítva (csak befejezett játszmában)</translation>
    </message>
    <message>
        <source>The game is not finished: its hidden cards stay hidden</source>
        <translation>A játszma nem ért véget: a rejtett lapjai rejtve maradnak</translation>
    </message>
    <message>
        <source>action {n} / {total}</source>
        <comment>the replay's place</comment>
        <translation>{n}. lépés / {total}</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>A játszma nem játszható vissza</translation>
    </message>
    <message>
        <source>{file} cannot be replayed.
{why}

Nothing was changed.</source>
        <comment>why: the reason</comment>
        <translation>A {file} nem játszható vissza.
{why}

Semmi sem változott.</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nem ért véget</translation>
    </message>
    <message>
        <source>{names}, by {domain} Hegemony</source>
        <translation>{names} (Hegemónia: {domain})</translation>
    </message>
    <message>
        <source>{names}, on majorities</source>
        <translation>{names} (többség)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the seats of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Játszma visszajátszása</translation>
    </message>
    <message>
        <source>Finished games are kept in {folder}. Choose one to replay, or open any save file.</source>
        <translation>A befejezett játszmák itt maradnak meg: {folder}. Válassz egyet a visszajátszáshoz, vagy nyiss meg bármilyen mentést.</translation>
    </message>
    <message>
        <source>No finished game is kept yet (they are kept in {folder} when they end). You can open any save file.</source>
        <translation>Még nincs megőrzött befejezett játszma (a végükön ide kerülnek: {folder}). Bármilyen mentést megnyithatsz.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Résztvevők</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Győztes</translation>
    </message>
    <message>
        <source>Kept finished games</source>
        <translation>Megőrzött befejezett játszmák</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the players of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Visszajátszás</translation>
    </message>
    <message>
        <source>&amp;Open a save file…</source>
        <translation>Mentés meg&amp;nyitása…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Replay a save file</source>
        <translation>Mentés visszajátszása</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n lap a pakliban</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMM, HH:mm</source>
        <comment>Qt's date format of a save of this year</comment>
        <translation>MMM d., HH:mm</translation>
    </message>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <comment>Qt's date format of an older save</comment>
        <translation>yyyy. MMM d., HH:mm</translation>
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
        <translation>kártyaválasztás, csapatjáték</translation>
    </message>
    <message>
        <source>classic set-up, team game</source>
        <translation>hagyományos mód, csapatjáték</translation>
    </message>
    <message>
        <source>draft set-up</source>
        <translation>kártyaválasztás</translation>
    </message>
    <message>
        <source>classic set-up</source>
        <translation>hagyományos mód</translation>
    </message>
    <message>
        <source>in the draft (pass {n} of {passes})</source>
        <translation>kártyaválasztás közben (továbbadás: {n}/{passes})</translation>
    </message>
    <message>
        <source>turn {n} (final round)</source>
        <translation>{n}. kör (utolsó forduló)</translation>
    </message>
    <message>
        <source>turn {n}</source>
        <translation>{n}. kör</translation>
    </message>
    <message>
        <source>{players}; {setup}; {where}, {cards}</source>
        <comment>where: 'turn 14'; cards: '38 cards in the deck'</comment>
        <translation>{players}; {setup}; {where}, {cards}</translation>
    </message>
    <message>
        <source>Resume the game of {when} — {summary}?</source>
        <translation>Folytatod a játékot (mentve: {when}) – {summary}?</translation>
    </message>
    <message>
        <source>Resume the game of {when}?</source>
        <translation>Folytatod a játékot (mentve: {when})?</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Folytatod a játékot?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Players</source>
        <comment>the number of players, a column of the rules' table</comment>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>1. szint</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>2. szint</translation>
    </message>
    <message>
        <source>Hegemony</source>
        <translation>Hegemónia</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of CIV</source>
        <translation>A CIV szabályai</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Vissza (Alt+Bal nyíl)</translation>
    </message>
    <message>
        <source>Back</source>
        <comment>to the previous place read</comment>
        <translation>Vissza</translation>
    </message>
    <message>
        <source>Forward</source>
        <comment>to the next place read</comment>
        <translation>Előre</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Előre (Alt+Jobb nyíl)</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Keresés:</translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F)</source>
        <translation>Keresés a szabályban (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Keresés a szabályban</translation>
    </message>
    <message>
        <source>Enter or F3: next match; Shift+F3: previous match</source>
        <translation>Enter vagy F3: következő találat; Shift+F3: előző találat</translation>
    </message>
    <message>
        <source>Contents</source>
        <comment>the rules' table of contents</comment>
        <translation>Tartalom</translation>
    </message>
    <message>
        <source>Rules</source>
        <comment>the text of the rules</comment>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Nincs találat</translation>
    </message>
    <message>
        <source>Match {index} of {count}</source>
        <translation>Találat: {index}/{count}</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>the data folder {folder} cannot be written ({why})</source>
        <comment>why: the system's reason</comment>
        <translation>az adatmappa nem írható: {folder} ({why})</translation>
    </message>
    <message>
        <source>too many damaged copies of {file} in {folder}</source>
        <translation>a {folder} mappában már túl sok sérült másolat van ebből: {file}</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>ez nem fájl</translation>
    </message>
    <message>
        <source>{file} is too big (over {mb} MB) to be a CIV file</source>
        <translation>{file} túl nagy (több mint {mb} MB) ahhoz, hogy CIV-fájl legyen</translation>
    </message>
    <message>
        <source>{file} is not text (not UTF-8)</source>
        <translation>{file} nem szövegfájl (nem UTF-8)</translation>
    </message>
    <message>
        <source>{file} is damaged (its data is nested too deep to read)</source>
        <translation>{file} sérült (az adatai túl mélyen egymásba ágyazottak, nem olvashatók)</translation>
    </message>
    <message>
        <source>{file} is not a CIV save: its text is cut short or garbled (technically: {detail})</source>
        <comment>detail: the JSON reader's words</comment>
        <translation>{file} nem CIV-mentés: a szövege csonka vagy olvashatatlan (technikai részlet: {detail})</translation>
    </message>
    <message>
        <source>{file}: its seats are not a list of 2 to 4 players</source>
        <translation>{file}: a játékosok listája nem 2–4 játékosból áll</translation>
    </message>
    <message>
        <source>{file}: seat {number} is not a name and a kind of player</source>
        <translation>{file}: a mentés {number}. játékosánál hiányzik a név vagy a játékostípus</translation>
    </message>
    <message>
        <source>{file}: seat {number}</source>
        <comment>where a problem is, in a refusal</comment>
        <translation>{file}: {number}. játékos</translation>
    </message>
    <message>
        <source>{file}: two seats have the same name</source>
        <translation>{file}: két játékosnak ugyanaz a neve</translation>
    </message>
    <message>
        <source>{where} has no name</source>
        <comment>where: 'seat 2', 'game.civ.json: seat 2'</comment>
        <translation>{where}: hiányzik a név</translation>
    </message>
    <message>
        <source>{where}: the name is longer than {length} characters</source>
        <translation>{where}: a név hosszabb {length} karakternél</translation>
    </message>
    <message>
        <source>{where}: the name has control characters or spaces around it</source>
        <translation>{where}: a névben vezérlőkarakter van, vagy szóköz áll előtte, illetve utána</translation>
    </message>
    <message>
        <source>{where}: unknown kind of player {kind}</source>
        <translation>{where}: ismeretlen játékostípus: {kind}</translation>
    </message>
    <message>
        <source>cannot read {file}: it is not a file</source>
        <translation>nem olvasható be: a {file} nem fájl</translation>
    </message>
    <message>
        <source>cannot read {file}: {why}</source>
        <comment>why: the system's reason</comment>
        <translation>a {file} nem olvasható be: {why}</translation>
    </message>
    <message>
        <source>{file} is not a CIV save</source>
        <translation>{file} nem CIV-mentés</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <comment>two save versions</comment>
        <translation>{first} és {last}</translation>
    </message>
    <message>
        <source>{file} has save version {version}; this game reads versions {versions}</source>
        <comment>versions: '1 and 2'</comment>
        <translation>{file} mentési verziója {version}; ez a játék ezeket a verziókat tudja olvasni: {versions}</translation>
    </message>
    <message>
        <source>{file} is not a CIV save of this version (unknown field {field})</source>
        <translation>{file} nem ehhez a verzióhoz készült CIV-mentés (ismeretlen mező: {field})</translation>
    </message>
    <message>
        <source>{file} is damaged: '{key}' is missing</source>
        <comment>key: a field of the file</comment>
        <translation>{file} sérült: hiányzik belőle egy mező („{key}”)</translation>
    </message>
    <message>
        <source>{file} is damaged: its app version is not a short text</source>
        <translation>{file} sérült: az alkalmazás verziója nem rövid szöveg</translation>
    </message>
    <message>
        <source>{file} is damaged: its game is not a saved game</source>
        <translation>{file} sérült: nincs benne érvényes mentett játék</translation>
    </message>
    <message>
        <source>{file}: the seats do not match the game ({seats} seats, {players} players)</source>
        <translation>{file}: a játékosok nem illenek a játékhoz ({seats} játékos van megadva, a játék {players} fős)</translation>
    </message>
    <message>
        <source>{file} is damaged: its hint counts are not one count per player</source>
        <translation>{file} sérült: a tanácsok száma nem játékosonként egy-egy szám</translation>
    </message>
    <message>
        <source>{file} is damaged (its game is nested too deep to read)</source>
        <translation>{file} sérült (a játék adatai túl mélyen egymásba ágyazottak, nem olvashatók)</translation>
    </message>
    <message>
        <source>{file} is damaged: its game cannot be played (details in the log)</source>
        <translation>{file} sérült: a játék nem folytatható (részletek a naplóban)</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Easy AI</source>
        <translation>Könnyű MI</translation>
    </message>
    <message>
        <source>Medium AI</source>
        <translation>Közepes MI</translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation>Nehéz MI</translation>
    </message>
    <message>
        <source>Random AI</source>
        <translation>Véletlenszerű MI</translation>
    </message>
    <message>
        <source>you</source>
        <comment>the seat of the person at this screen</comment>
        <translation>te</translation>
    </message>
    <message>
        <source>Player</source>
        <comment>the default name of the person in seat 1</comment>
        <translation>Anna</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Instant</source>
        <translation>Azonnali</translation>
    </message>
    <message>
        <source>Fast (0.3 s)</source>
        <translation>Gyors (0,3 mp)</translation>
    </message>
    <message>
        <source>Normal (0.6 s)</source>
        <translation>Normál (0,6 mp)</translation>
    </message>
    <message>
        <source>Slow (1.2 s)</source>
        <translation>Lassú (1,2 mp)</translation>
    </message>
    <message>
        <source>Very slow (2 s)</source>
        <translation>Nagyon lassú (2 mp)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Animate moves</source>
        <translation>Lépések animálása</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Hang</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Kicsi</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Nagy</translation>
    </message>
    <message>
        <source>System language ({name})</source>
        <comment>{name}: the system's language, in its own name</comment>
        <translation>A rendszer nyelve: {name}</translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>the window title</comment>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Nyelv:</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Hangerő:</translation>
    </message>
    <message>
        <source>Ask before revealing cards</source>
        <translation>Rákérdezés lapfelfedés előtt</translation>
    </message>
    <message>
        <source>Before an action that shows hidden cards in the middle of your turn (Breakthrough's draw, an Inquisition), you are asked to confirm it: once the cards are seen, it cannot be undone.</source>
        <translation>Ha a köröd közben egy lépés rejtett lapokat fedne fel (az Áttörés húzása, egy Inkvizíció), előbb meg kell erősítened: amit egyszer láttál, azt már nem lehet visszavonni.</translation>
    </message>
    <message>
        <source>Show the first-game guide</source>
        <translation>Kezdő tippek megjelenítése</translation>
    </message>
    <message>
        <source>Short hints at the moments they matter in your first game.</source>
        <translation>Rövid tippek az első játékod során, épp amikor szükség van rájuk.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>AI speed</source>
        <translation>MI sebessége</translation>
    </message>
    <message>
        <source>Colour palette</source>
        <translation>Színpaletta</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kártyaméret</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <comment>the sound volume beside its slider, e.g. 70%</comment>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>&amp;AI speed:</source>
        <translation>&amp;MI sebessége:</translation>
    </message>
    <message>
        <source>Colour &amp;palette:</source>
        <translation>Szín&amp;paletta:</translation>
    </message>
    <message>
        <source>&amp;Card size:</source>
        <translation>&amp;Kártyaméret:</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Hangerő</translation>
    </message>
    <message>
        <source>&amp;Reset to defaults</source>
        <translation>&amp;Alapbeállítások visszaállítása</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Alapbeállítások visszaállítása</translation>
    </message>
</context>
<context>
    <name>StagePrompt</name>
    <message numerus="yes">
        <source>{title}: choose the cards to give back (%n left).</source>
        <translation>
            <numerusform>{title}: válaszd ki a visszaadandó lapokat (még %n lap).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}: click a card of your hand to discard it (%n left).</source>
        <translation>
            <numerusform>{title}: kattints egy lapra a kezedben, hogy eldobd (még %n lap).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}: click a card of your tableau to discard it (%n left).</source>
        <translation>
            <numerusform>{title}: kattints egy lapra a játékterületeden, hogy eldobd (még %n lap).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}: click a card of your tableau to return it to your hand (%n left).</source>
        <translation>
            <numerusform>{title}: kattints egy lapra a játékterületeden, hogy visszavedd a kezedbe (még %n lap).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}: play an extra card — drag it onto your tableau or double-click it (%n left).</source>
        <translation>
            <numerusform>{title}: játssz ki ráadásként egy lapot – húzd a játékterületedre, vagy kattints rá duplán (még %n lap).</numerusform>
        </translation>
    </message>
    <message>
        <source>{title}: choose the cards to take from the discard pile.</source>
        <translation>{title}: válaszd ki, mely lapokat veszed a kezedbe a dobópakliból.</translation>
    </message>
    <message>
        <source>{title}: choose the player.</source>
        <translation>{title}: válaszd ki a játékost.</translation>
    </message>
    <message>
        <source>{title}: choose the player, then the Domain.</source>
        <translation>{title}: válaszd ki a játékost, aztán a területet.</translation>
    </message>
    <message>
        <source>{title}: choose the Domain.</source>
        <translation>{title}: válaszd ki a területet.</translation>
    </message>
    <message>
        <source>{title}: choose the effect to copy.</source>
        <translation>{title}: válaszd ki a lemásolandó hatást.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>%n game(s) without a person at the table (all AI) recorded, not counted in these figures.</source>
        <translation>
            <numerusform>%n olyan játszma van rögzítve, amelyben csak MI játszott: ezek nem számítanak bele ezekbe az adatokba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Current winning streak: %n game(s)</source>
        <translation>
            <numerusform>Jelenlegi győzelmi sorozat: %n játszma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hints used (“What would Hard do?”): {hints}, in %n game(s)</source>
        <translation>
            <numerusform>Kért tanácsok („Mit tenne a Nehéz MI?”): {hints}, %n játszmában</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest winning streak: %n game(s)</source>
        <translation>
            <numerusform>Leghosszabb győzelmi sorozat: %n játszma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) played, {won} won.</source>
        <translation>
            <numerusform>{name}: %n lejátszott játszma, ebből {won} győzelem.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file was damaged ({detail}). It was kept aside as {file}, and new statistics start from here.</source>
        <comment>detail: SQLite's words (English)</comment>
        <translation>A statisztikafájl megsérült ({detail}). Félretettük ezen a néven: {file}, és innentől új statisztika indul.</translation>
    </message>
    <message>
        <source>The statistics file {file} was written by a newer version of the game: it is left as it is, and this game is not recorded.</source>
        <translation>A(z) {file} statisztikafájlt a játék egy újabb verziója írta: változatlanul hagyjuk, és ez a játszma nem kerül bele.</translation>
    </message>
    <message>
        <source>The statistics file {file} is damaged ({detail}) and cannot be moved aside: nothing is recorded until it is.</source>
        <comment>detail: the reason, in SQLite's or the system's words</comment>
        <translation>A(z) {file} statisztikafájl sérült ({detail}), és nem lehet félretenni: amíg ez nem sikerül, semmi sem kerül rögzítésre.</translation>
    </message>
    <message>
        <source>The statistics cannot be recorded: {file} cannot be written ({detail}). The game goes on.</source>
        <comment>detail: the reason, in SQLite's or the system's words</comment>
        <translation>A statisztikát nem lehet rögzíteni: a(z) {file} nem írható ({detail}). A játék folytatódik.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <comment>whose statistics are shown</comment>
        <translation>&amp;Játékos:</translation>
    </message>
    <message>
        <source>Whose statistics</source>
        <translation>Kinek a statisztikája</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Lejátszott</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Megnyert</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Győzelem %</translation>
    </message>
    <message>
        <source>Games played and won</source>
        <translation>Lejátszott és megnyert játszmák</translation>
    </message>
    <message>
        <source>How you won</source>
        <translation>Hogyan nyertél</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Győzelmek</translation>
    </message>
    <message>
        <source>Wins by Hegemony and on majorities</source>
        <translation>Győzelmek Hegemóniával és többséggel</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Statisztika &amp;nullázása…</translation>
    </message>
    <message>
        <source>Start again from nothing; the current file is kept aside, not deleted</source>
        <translation>Újrakezdés nulláról; a mostani fájlt félretesszük, nem töröljük</translation>
    </message>
    <message>
        <source>Kept in {file}</source>
        <translation>Helye: {file}</translation>
    </message>
    <message>
        <source>No finished game with a person at the table is recorded yet.</source>
        <translation>Még nincs rögzítve olyan befejezett játszma, amelyben ember is játszott.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Összes játszma</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Játékosok száma szerint</translation>
    </message>
    <message>
        <source>By set-up</source>
        <translation>Mód szerint</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>the set-up</comment>
        <translation>Hagyományos mód</translation>
    </message>
    <message>
        <source>Draft</source>
        <comment>the set-up</comment>
        <translation>Kártyaválasztás</translation>
    </message>
    <message>
        <source>Team games</source>
        <translation>Csapatjátékok</translation>
    </message>
    <message>
        <source>By strongest AI at the table</source>
        <translation>Az asztalnál ülő legerősebb MI szerint</translation>
    </message>
    <message>
        <source>{domain} Hegemony</source>
        <translation>Hegemónia ({domain})</translation>
    </message>
    <message>
        <source>Every Hegemony</source>
        <translation>Összes Hegemónia</translation>
    </message>
    <message>
        <source>On majorities</source>
        <translation>Többséggel</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Nullázod a statisztikát?</translation>
    </message>
    <message>
        <source>Start the statistics again from nothing? The current file is not deleted: it is kept in {folder} under a dated name.</source>
        <translation>Újrakezded a statisztikát nulláról? A mostani fájlt nem töröljük: dátumozott néven megmarad itt: {folder}.</translation>
    </message>
    <message>
        <source>The statistics start again; the old ones are kept as {file}.</source>
        <translation>A statisztika újraindult; a régit ezen a néven őrizzük: {file}.</translation>
    </message>
    <message>
        <source>People only (no AI)</source>
        <translation>Csak emberek (MI nélkül)</translation>
    </message>
</context>
<context>
    <name>Threats</name>
    <message numerus="yes">
        <source>{domain} {have}/{need} — %n short</source>
        <comment>cards missing for Hegemony</comment>
        <translation>
            <numerusform>{domain} {have}/{need} — %n hiányzik</numerusform>
        </translation>
    </message>
    <message>
        <source>{domain} {have}/{need} — Hegemony</source>
        <comment>a Domain with as many cards as Hegemony needs</comment>
        <translation>{domain} {have}/{need} — Hegemónia</translation>
    </message>
    <message>
        <source>{domain} {have}/{need} — one short</source>
        <comment>one card missing for Hegemony</comment>
        <translation>{domain} {have}/{need} — egy hiányzik</translation>
    </message>
    <message>
        <source>{domain} {have}/{need} — two short</source>
        <comment>two cards missing for Hegemony</comment>
        <translation>{domain} {have}/{need} — kettő hiányzik</translation>
    </message>
    <message>
        <source>You could win by Hegemony this turn.</source>
        <translation>Ebben a körben Hegemóniával nyerhetsz.</translation>
    </message>
    <message>
        <source>You could win by Hegemony on your next turn.</source>
        <translation>A következő körödben Hegemóniával nyerhetsz.</translation>
    </message>
    <message>
        <source>{player}, your team-mate, could win by Hegemony this turn.</source>
        <translation>Csapattársad, {player}, ebben a körben Hegemóniával nyerhet.</translation>
    </message>
    <message>
        <source>{player}, your team-mate, could win by Hegemony on their next turn.</source>
        <translation>Csapattársad, {player}, a következő körében Hegemóniával nyerhet.</translation>
    </message>
    <message>
        <source>{player} could win by Hegemony this turn.</source>
        <translation>{player} ebben a körben Hegemóniával nyerhet.</translation>
    </message>
    <message>
        <source>{player} could win by Hegemony on their next turn.</source>
        <translation>{player} a következő körében Hegemóniával nyerhet.</translation>
    </message>
    <message>
        <source>You could stop it with: {effects}.</source>
        <comment>{effects}: effect names, separated by commas</comment>
        <translation>Így állíthatod meg: {effects}.</translation>
    </message>
    <message>
        <source>Closest to Hegemony: {domains}.</source>
        <comment>{domains}: e.g. 'Science 6/7 — one short'</comment>
        <translation>Legközelebb a Hegemóniához: {domains}.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message numerus="yes">
        <source>This draws %n card(s): this cannot be undone. Continue?</source>
        <translation>
            <numerusform>Ezzel %n lapot húzol, és ez nem vonható vissza. Folytatod?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This shows you {name}'s hand (%n card(s)): this cannot be undone. Continue?</source>
        <translation>
            <numerusform>Ezzel megnézed {name} játékos kezét (%n lap), és ez nem vonható vissza. Folytatod?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{effect} draws %n card(s): this cannot be undone. Continue?</source>
        <translation>
            <numerusform>A {effect} hatással %n lapot húzol, és ez nem vonható vissza. Folytatod?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{effect} shows you {name}'s hand (%n card(s)): this cannot be undone. Continue?</source>
        <translation>
            <numerusform>A {effect} hatással megnézed {name} játékos kezét (%n lap), és ez nem vonható vissza. Folytatod?</numerusform>
        </translation>
    </message>
    <message>
        <source>playing {card}</source>
        <translation>a {card} kijátszása</translation>
    </message>
    <message>
        <source>discarding {card}</source>
        <translation>a {card} eldobása</translation>
    </message>
    <message>
        <source>discarding {card} from your tableau</source>
        <translation>a {card} eldobása a játékterületedről</translation>
    </message>
    <message>
        <source>returning {card} to your hand</source>
        <translation>a {card} visszavétele a kezedbe</translation>
    </message>
    <message>
        <source>taking {card} from the discard pile</source>
        <translation>a {card} felvétele a dobópakliból</translation>
    </message>
    <message>
        <source>giving back {card}</source>
        <translation>a {card} visszaadása</translation>
    </message>
    <message>
        <source>keeping {card}</source>
        <translation>a {card} megtartása</translation>
    </message>
    <message>
        <source>taking {card} from the centre</source>
        <translation>a {card} elvétele az asztal közepéről</translation>
    </message>
    <message>
        <source>using {effect}</source>
        <translation>a {effect} hatás végrehajtása</translation>
    </message>
    <message>
        <source>choosing {player}</source>
        <translation>{player} kiválasztása célpontnak</translation>
    </message>
    <message>
        <source>choosing {domain}</source>
        <translation>a {domain} terület kiválasztása</translation>
    </message>
    <message>
        <source>copying {player}'s {effect}</source>
        <translation>{player} játékos {effect} hatásának lemásolása</translation>
    </message>
    <message>
        <source>ending the turn</source>
        <translation>a kör befejezése</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nincs mit visszavonni</translation>
    </message>
    <message>
        <source>Take back {action} (Ctrl+Z).</source>
        <comment>action: 'playing Science I'</comment>
        <translation>Visszavonás: {action} (Ctrl+Z).</translation>
    </message>
    <message>
        <source>With this card kept, the cards left over go face up to the centre: this cannot be undone. Continue?</source>
        <translation>Ha ezt a lapot megtartod, a maradék lapok képpel felfelé az asztal közepére kerülnek, és ez nem vonható vissza. Folytatod?</translation>
    </message>
    <message>
        <source>With this card kept, the packets pass to the left: this cannot be undone. Continue?</source>
        <translation>Ha ezt a lapot megtartod, a csomagok továbbmennek balra, és ez nem vonható vissza. Folytatod?</translation>
    </message>
    <message>
        <source>This reveals hidden cards: it cannot be undone. Continue?</source>
        <translation>Ezzel rejtett lapokat fedsz fel, és ez nem vonható vissza. Folytatod?</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <comment>the button</comment>
        <translation>↶ Visszavonás</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>the button, for screen readers</comment>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>This cannot be undone</source>
        <translation>Ez nem vonható vissza</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Folytatás</translation>
    </message>
</context>
<context>
    <name>WinGraph</name>
    <message numerus="yes">
        <source>Chances of winning over %n turn(s).</source>
        <translation>
            <numerusform>Győzelmi esélyek %n körön át.</numerusform>
        </translation>
    </message>
    <message>
        <source>{value}%</source>
        <comment>a percentage (French: a no-break space before %)</comment>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} és {second}</translation>
    </message>
    <message>
        <source>Team {team}: {names}</source>
        <translation>{team}-csapat: {names}</translation>
    </message>
    <message>
        <source>Computing the chances of winning…</source>
        <translation>A győzelmi esélyek számítása…</translation>
    </message>
    <message>
        <source>The chances of winning could not be worked out: {error}</source>
        <translation>A győzelmi esélyeket nem sikerült kiszámítani: {error}</translation>
    </message>
    <message>
        <source>No chances to show.</source>
        <translation>Nincs megjeleníthető győzelmi esély.</translation>
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
        <translation>Kezdetben: {chances}.</translation>
    </message>
    <message>
        <source>Swing {rank} (turn {turn}): {what} ({changes}).</source>
        <translation>{rank}. fordulópont ({turn}. kör): {what} ({changes}).</translation>
    </message>
    <message>
        <source>{name} won.</source>
        <translation>{name} nyert.</translation>
    </message>
    <message>
        <source>{names} shared the victory.</source>
        <translation>{names} osztoztak a győzelmen.</translation>
    </message>
    <message>
        <source>Chances of winning, turn by turn</source>
        <translation>Győzelmi esélyek körről körre</translation>
    </message>
    <message>
        <source>{rank}. {what}</source>
        <comment>a numbered swing</comment>
        <translation>{rank}. {what}</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Győzelmi esély</translation>
    </message>
    <message>
        <source>{name}: {chance}</source>
        <translation>{name}: {chance}</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <source>Start: {name} plays first</source>
        <translation>Kezdés: {name} kezd</translation>
    </message>
    <message>
        <source>After turn {turn} ({name})</source>
        <translation>{turn}. kör után ({name})</translation>
    </message>
    <message>
        <source>Turn {turn}: {what} ({changes})</source>
        <translation>{turn}. kör: {what} ({changes})</translation>
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
        <translation>megtámadja a {domain} területet, hogy {seat} ne érjen el Hegemóniát a {domain} kártyáival</translation>
    </message>
    <message>
        <source>attacks {domain}: {seat} loses {card}, one of its {count} {domain} cards</source>
        <comment>ai.attack_loss</comment>
        <translation>megtámadja a {domain} területet: {seat} elveszíti {count} {domain} kártyájának egyikét, a {card} lapot</translation>
    </message>
    <message>
        <source>attacks {domain}, costing no rival</source>
        <comment>ai.attack_no_rival</comment>
        <translation>megtámadja a {domain} területet; egyik ellenfele sem veszít vele lapot</translation>
    </message>
    <message>
        <source>attacks {domain}: {seat} would have won next turn</source>
        <comment>ai.block_attack</comment>
        <translation>megtámadja a {domain} területet: {seat} játékos a következő körében nyert volna</translation>
    </message>
    <message>
        <source>puts Democracy under {seat}'s {domain}, stopping a win next turn</source>
        <comment>ai.block_democracy</comment>
        <translation>Demokráciát tesz {seat} játékos {domain} területe alá, így az nem nyerhet a következő körében</translation>
    </message>
    <message>
        <source>embargoes {seat}'s {domain}, stopping a win next turn</source>
        <comment>ai.block_embargo</comment>
        <translation>Embargót vet ki {seat} játékos {domain} területére, így az nem nyerhet a következő körében</translation>
    </message>
    <message>
        <source>takes {seat}'s hand, stopping a win next turn</source>
        <comment>ai.block_inquisition</comment>
        <translation>elveszi {seat} játékos lapjait a kezéből, így az nem nyerhet a következő körében</translation>
    </message>
    <message>
        <source>takes {card} from the discard pile: {seat} would have taken it and won next turn</source>
        <comment>ai.block_oligarchy</comment>
        <translation>elveszi a {card} lapot a dobópakliból: {seat} játékos elvette volna, és a következő körében nyert volna</translation>
    </message>
    <message>
        <source>takes {card} from the discard pile: {seat} would have taken it and won next turn</source>
        <comment>ai.block_republic</comment>
        <translation>elveszi a {card} lapot a dobópakliból: {seat} játékos elvette volna, és a következő körében nyert volna</translation>
    </message>
    <message>
        <source>copies {seat}'s {effect} ({domain})</source>
        <comment>ai.copy</comment>
        <translation>lemásolja {seat} játékos {effect} hatását ({domain})</translation>
    </message>
    <message>
        <source>copies {seat}'s {effect}: Hegemony is certain this turn</source>
        <comment>ai.copy_win</comment>
        <translation>lemásolja {seat} játékos {effect} hatását: ebben a körben biztos a Hegemónia</translation>
    </message>
    <message>
        <source>blocks {seat}'s {domain} Hegemony: one more card needed for good</source>
        <comment>ai.democracy_block</comment>
        <translation>hátráltatja {seat} játékost a {domain} területen: a Hegemóniához a játék végéig eggyel több kártya kell neki</translation>
    </message>
    <message>
        <source>discards {card}, the card it needs least</source>
        <comment>ai.discard</comment>
        <translation>eldobja a {card} lapot, mert erre van a legkevésbé szüksége</translation>
    </message>
    <message>
        <source>discards {card} on the way to a certain Hegemony this turn</source>
        <comment>ai.discard_win</comment>
        <translation>eldobja a {card} lapot, hogy ebben a körben biztosan Hegemóniát érjen el</translation>
    </message>
    <message>
        <source>chooses {domain} on the way to a certain Hegemony this turn</source>
        <comment>ai.domain_win</comment>
        <translation>a {domain} területet választja, hogy ebben a körben biztosan Hegemóniát érjen el</translation>
    </message>
    <message>
        <source>embargoes {seat}'s {domain} next turn</source>
        <comment>ai.embargo</comment>
        <translation>Embargót vet ki {seat} játékosra: a következő körében nem játszhat ki {domain} kártyát</translation>
    </message>
    <message>
        <source>blocks {seat}'s {domain} Hegemony with an Embargo</source>
        <comment>ai.embargo_block</comment>
        <translation>Embargóval akadályozza meg, hogy {seat} Hegemóniát érjen el a {domain} területen</translation>
    </message>
    <message>
        <source>ends the turn; no refill in the final round</source>
        <comment>ai.end_final</comment>
        <translation>befejezi a körét; az utolsó fordulóban már nincs kártyahúzás</translation>
    </message>
    <message>
        <source>ends the turn, refilling to {limit} cards</source>
        <comment>ai.end_refill</comment>
        <translation>befejezi a körét, és {limit} lapra egészíti ki a kezét</translation>
    </message>
    <message>
        <source>ends the turn with {domain} Hegemony</source>
        <comment>ai.end_win</comment>
        <translation>a {domain} területen elért Hegemóniával fejezi be a körét</translation>
    </message>
    <message>
        <source>gives {seat} a card back, the last one owed, keeping the cards it needs</source>
        <comment>ai.give_last</comment>
        <translation>visszaadja {seat} játékosnak az utolsó lapot, amellyel tartozik; a számára fontos lapokat megtartja</translation>
    </message>
    <message>
        <source>gives {seat} a card back, {more} more to give, keeping the cards it needs</source>
        <comment>ai.give_more</comment>
        <translation>visszaad egy lapot {seat} játékosnak, még {more} lappal tartozik; a számára fontos lapokat megtartja</translation>
    </message>
    <message>
        <source>gives {seat} a card back on the way to a certain Hegemony this turn</source>
        <comment>ai.give_win</comment>
        <translation>visszaad egy lapot {seat} játékosnak, hogy ebben a körben biztosan Hegemóniát érjen el</translation>
    </message>
    <message>
        <source>keeps one card of 2 for its hand; the other goes face up to the centre</source>
        <comment>ai.keep_centre</comment>
        <translation>a két lapból egyet megtart, a másik képpel felfelé az asztal közepére kerül</translation>
    </message>
    <message>
        <source>keeps {effect} for a 7-card hand</source>
        <comment>ai.keep_divine_right</comment>
        <translation>végrehajtja a {effect} hatást, hogy 7 lap lehessen a kezében</translation>
    </message>
    <message>
        <source>keeps the last card of its packet</source>
        <comment>ai.keep_last</comment>
        <translation>megtartja a csomagja utolsó lapját</translation>
    </message>
    <message>
        <source>keeps one card of {held} for its hand and passes {passed} to {seat}</source>
        <comment>ai.keep_pass</comment>
        <translation>{held} lapból egyet megtart, a maradék {passed} lapot továbbadja {seat} játékosnak</translation>
    </message>
    <message>
        <source>makes its move</source>
        <comment>ai.move</comment>
        <translation>megteszi a lépését</translation>
    </message>
    <message>
        <source>picks {card} for {domain} Hegemony</source>
        <comment>ai.pick_hegemony</comment>
        <translation>a {card} lapot választja, hogy Hegemóniát érjen el a {domain} területen</translation>
    </message>
    <message>
        <source>picks {card} to reach {effect} ({count} {domain} cards)</source>
        <comment>ai.pick_level</comment>
        <translation>a {card} lapot választja, hogy hozzáférjen a {effect} hatáshoz ({count} {domain} kártya)</translation>
    </message>
    <message>
        <source>picks {card} to take the {domain} majority</source>
        <comment>ai.pick_take_majority</comment>
        <translation>a {card} lapot választja, hogy megszerezze a többséget a {domain} területen</translation>
    </message>
    <message>
        <source>picks {card} to tie the {domain} majority</source>
        <comment>ai.pick_tie_majority</comment>
        <translation>a {card} lapot választja, hogy holtversenyt érjen el a többségért a {domain} területen</translation>
    </message>
    <message>
        <source>picks {card} towards {domain} Hegemony ({count} of {need})</source>
        <comment>ai.pick_towards</comment>
        <translation>a {card} lapot választja, hogy közelebb kerüljön a Hegemóniához a {domain} területen ({count}/{need} kártya)</translation>
    </message>
    <message>
        <source>plays {card} for {domain} Hegemony</source>
        <comment>ai.play_hegemony</comment>
        <translation>kijátssza a {card} lapot, hogy Hegemóniát érjen el a {domain} területen</translation>
    </message>
    <message>
        <source>plays {card} to reach {effect} ({count} {domain} cards)</source>
        <comment>ai.play_level</comment>
        <translation>kijátssza a {card} lapot, hogy hozzáférjen a {effect} hatáshoz ({count} {domain} kártya)</translation>
    </message>
    <message>
        <source>plays {card} to take the {domain} majority</source>
        <comment>ai.play_take_majority</comment>
        <translation>kijátssza a {card} lapot, hogy megszerezze a többséget a {domain} területen</translation>
    </message>
    <message>
        <source>plays {card} to tie the {domain} majority</source>
        <comment>ai.play_tie_majority</comment>
        <translation>kijátssza a {card} lapot, hogy holtversenyt érjen el a többségért a {domain} területen</translation>
    </message>
    <message>
        <source>plays {card} towards {domain} Hegemony ({count} of {need})</source>
        <comment>ai.play_towards</comment>
        <translation>kijátssza a {card} lapot, hogy közelebb kerüljön a Hegemóniához a {domain} területen ({count}/{need} kártya)</translation>
    </message>
    <message>
        <source>plays {card}: Hegemony is certain this turn</source>
        <comment>ai.play_win</comment>
        <translation>kijátssza a {card} lapot: ebben a körben biztos a Hegemónia</translation>
    </message>
    <message>
        <source>gives up {card} from its weakest column</source>
        <comment>ai.remove</comment>
        <translation>a leggyengébb oszlopából dobja el a {card} lapot</translation>
    </message>
    <message>
        <source>gives up {card} on the way to a certain Hegemony this turn</source>
        <comment>ai.remove_win</comment>
        <translation>lemond a {card} lapról, hogy ebben a körben biztosan Hegemóniát érjen el</translation>
    </message>
    <message>
        <source>takes {card} back to its hand to play better</source>
        <comment>ai.return</comment>
        <translation>visszaveszi a kezébe a {card} lapot egy jobb kijátszás reményében</translation>
    </message>
    <message>
        <source>takes {card} back to its hand on the way to a certain Hegemony this turn</source>
        <comment>ai.return_win</comment>
        <translation>visszaveszi a kezébe a {card} lapot, hogy ebben a körben biztosan Hegemóniát érjen el</translation>
    </message>
    <message>
        <source>takes {card} from the discard pile for {domain}</source>
        <comment>ai.take</comment>
        <translation>a kezébe veszi a {card} lapot a dobópakliból, hogy erősítse a {domain} területet</translation>
    </message>
    <message>
        <source>takes {card} from the discard pile: Hegemony is certain this turn</source>
        <comment>ai.take_win</comment>
        <translation>elveszi a {card} lapot a dobópakliból: ebben a körben biztos a Hegemónia</translation>
    </message>
    <message>
        <source>targets {seat}, the closest to {domain} Hegemony</source>
        <comment>ai.target</comment>
        <translation>{seat} játékost veszi célba, aki a legközelebb áll a Hegemóniához a {domain} területen</translation>
    </message>
    <message>
        <source>targets {seat}, taking their {size}-card hand</source>
        <comment>ai.target_inquisition</comment>
        <translation>{seat} játékost veszi célba, és elveszi a kezében lévő {size} lapot</translation>
    </message>
    <message>
        <source>targets {seat} on the way to a certain Hegemony this turn</source>
        <comment>ai.target_win</comment>
        <translation>{seat} játékost veszi célba, hogy ebben a körben biztosan Hegemóniát érjen el</translation>
    </message>
    <message>
        <source>uses {effect}</source>
        <comment>ai.use</comment>
        <translation>végrehajtja a {effect} hatást</translation>
    </message>
    <message>
        <source>uses {effect} against {seat}'s {domain} lead</source>
        <comment>ai.use_against</comment>
        <translation>végrehajtja a {effect} hatást {seat} ellen, aki a {domain} területen vezet</translation>
    </message>
    <message>
        <source>uses {effect} for a 5-card hand</source>
        <comment>ai.use_holy_book</comment>
        <translation>végrehajtja a {effect} hatást, hogy 5 lap lehessen a kezében</translation>
    </message>
    <message>
        <source>uses {effect} to see a rival's hand and swap cards with it</source>
        <comment>ai.use_inquisition</comment>
        <translation>végrehajtja a {effect} hatást, hogy megnézze egy ellenfele lapjait, és cseréljen vele</translation>
    </message>
    <message>
        <source>uses {effect} to improve its tableau and hand</source>
        <comment>ai.use_permanent</comment>
        <translation>végrehajtja a {effect} hatást, hogy jobb lapok legyenek a játékterületén és a kezében</translation>
    </message>
    <message>
        <source>uses {effect}: Hegemony is certain this turn</source>
        <comment>ai.use_win</comment>
        <translation>végrehajtja a {effect} hatást: ebben a körben biztos a Hegemónia</translation>
    </message>
</context>
<context>
    <name>chances</name>
    <message>
        <source>{Seat}'s Attack on {domain}</source>
        <comment>chances.attack</comment>
        <translation>{Seat} játékos Támadása a {domain} terület ellen</translation>
    </message>
    <message>
        <source>{Seat} copies {target}'s {effect}</source>
        <comment>chances.copy</comment>
        <translation>{Seat} lemásolja {target} játékos {effect} hatását</translation>
    </message>
    <message>
        <source>{Seat}'s {effect}</source>
        <comment>chances.effect</comment>
        <translation>{Seat} játékos {effect} hatása</translation>
    </message>
    <message>
        <source>{Seat} draws the last card</source>
        <comment>chances.final_round</comment>
        <translation>{Seat} felhúzza az utolsó lapot</translation>
    </message>
    <message>
        <source>{Seat}'s {domain} Hegemony</source>
        <comment>chances.hegemony</comment>
        <translation>{Seat} játékos Hegemóniája a {domain} területen</translation>
    </message>
    <message>
        <source>{Seat}'s Democracy on {target}'s {domain}</source>
        <comment>chances.democracy</comment>
        <translation>{Seat} játékos Demokráciája {target} játékos {domain} kártyái alatt</translation>
    </message>
    <message>
        <source>{Seat}'s Embargo on {target}'s {domain}</source>
        <comment>chances.embargo</comment>
        <translation>{Seat} játékos Embargója {target} játékos {domain} területén</translation>
    </message>
    <message>
        <source>{Seat}'s Inquisition on {target}</source>
        <comment>chances.inquisition</comment>
        <translation>{Seat} játékos Inkvizíciója {target} játékos ellen</translation>
    </message>
    <message>
        <source>Count of the majorities</source>
        <comment>chances.majorities</comment>
        <translation>Többségek összeszámolása</translation>
    </message>
    <message>
        <source>{Seat} plays {card}</source>
        <comment>chances.play</comment>
        <translation>{Seat} kijátssza a {card} lapot</translation>
    </message>
    <message>
        <source>{Seat} plays {cards}</source>
        <comment>chances.plays</comment>
        <translation>{Seat} kijátssza ezeket a lapokat: {cards}</translation>
    </message>
    <message>
        <source>{Seat}'s turn</source>
        <comment>chances.turn</comment>
        <translation>{Seat} játékos köre</translation>
    </message>
</context>
<context>
    <name>gui</name>
    <message>
        <source>random choice (the AI could not decide)</source>
        <comment>gui.ai_fallback</comment>
        <translation>véletlen választás (az MI nem tudott dönteni)</translation>
    </message>
    <message>
        <source>(Log rebuilt from the game's record: every action is here and nothing of the game is lost; only the AI reasons and the cards you saw before this point are missing.)</source>
        <comment>gui.log_rebuilt</comment>
        <translation>(A napló a játék mentett lépéseiből épült újra: minden lépés megvan benne, és a játékból semmi sem veszett el; csak a gépi játékosok indoklásai és a korábban látott lapjaid hiányoznak.)</translation>
    </message>
    <message>
        <source>{seat}: “{reason}”</source>
        <comment>gui.reason</comment>
        <translation>{seat}: „{reason}”</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{first} and {rest}</source>
        <comment>log.and</comment>
        <translation>{first} és {rest}</translation>
    </message>
    <message>
        <source>{Seat} attacks {domain}.</source>
        <comment>log.attack</comment>
        <translation>{Seat} megtámadja a {domain} területet.</translation>
    </message>
    <message>
        <source>Face up in the centre: {cards}.</source>
        <comment>log.centre</comment>
        <translation>Képpel felfelé az asztal közepén: {cards}.</translation>
    </message>
    <message>
        <source>The Art coin returns to the table.</source>
        <comment>log.coin_back</comment>
        <translation>A kultúraérme visszakerül az asztalra.</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <comment>log.comma</comment>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{Seat} is inspired by {target} and copies {effect}.</source>
        <comment>log.copy</comment>
        <translation>{Seat} ihletet merít {target} játékostól, és lemásolja a {effect} hatást.</translation>
    </message>
    <message numerus="yes">
        <source>{Seat} draws {n} cards.</source>
        <comment>log.deal</comment>
        <translation>
            <numerusform>{Seat} {n} lapot húz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{Seat} draws {n} cards for the draft.</source>
        <comment>log.deal_draft</comment>
        <translation>
            <numerusform>{Seat} {n} lapot húz a kártyaválasztáshoz.</numerusform>
        </translation>
    </message>
    <message>
        <source>{Seat} places a Democracy card under {target}'s {domain}.</source>
        <comment>log.democracy</comment>
        <translation>{Seat} Demokrácia kártyát tesz {target} játékos {domain} kártyái alá.</translation>
    </message>
    <message>
        <source>{Seat} discards {card} from their hand.</source>
        <comment>log.discard_hand</comment>
        <translation>{Seat} eldobja a {card} lapot a kezéből.</translation>
    </message>
    <message>
        <source>{Seat} discards {card} from their tableau.</source>
        <comment>log.discard_tableau</comment>
        <translation>{Seat} eldobja a {card} lapot a játékterületéről.</translation>
    </message>
    <message numerus="yes">
        <source>{Seat} draws {n} cards.</source>
        <comment>log.draw</comment>
        <translation>
            <numerusform>{Seat} {n} lapot húz.</numerusform>
        </translation>
    </message>
    <message>
        <source>{Seat} places an Embargo on {target}'s {domain} for their next turn.</source>
        <comment>log.embargo</comment>
        <translation>{Seat} Embargót vet ki {target} játékosra: a következő körében nem játszhat ki {domain} kártyát.</translation>
    </message>
    <message>
        <source>The Embargo on {seat}'s {domain} ends ({card} to the discard pile).</source>
        <comment>log.expire</comment>
        <translation>Lejár az Embargó {seat} játékos {domain} területén (a {card} lap a dobópakliba kerül).</translation>
    </message>
    <message>
        <source>{Seat} drew the last card of the deck: the final round begins.</source>
        <comment>log.final_round</comment>
        <translation>{Seat} felhúzta a korok paklijának utolsó lapját: kezdődik az utolsó forduló.</translation>
    </message>
    <message>
        <source>{Seat} gives a card back to {target}.</source>
        <comment>log.give</comment>
        <translation>{Seat} visszaad egy lapot {target} játékosnak.</translation>
    </message>
    <message>
        <source>{Seat} gives you {card}.</source>
        <comment>log.gives_you</comment>
        <translation>{Seat} visszaadja neked a {card} lapot.</translation>
    </message>
    <message>
        <source>{Seat} keeps a card.</source>
        <comment>log.keep</comment>
        <translation>{Seat} megtart egy lapot.</translation>
    </message>
    <message>
        <source>{Seat} loses {card} to the Attack.</source>
        <comment>log.lose</comment>
        <translation>{Seat} a Támadás miatt elveszíti a {card} lapot.</translation>
    </message>
    <message>
        <source>New game: {players} players, {setup} set-up; {seat} plays first.</source>
        <comment>log.new_game</comment>
        <translation>Új játék: {players} játékos, {setup}; {seat} kezd.</translation>
    </message>
    <message>
        <source>New game: {players} players, team game, {setup} set-up; {seat} plays first.</source>
        <comment>log.new_game_teams</comment>
        <translation>Új játék: {players} játékos, csapatjáték, {setup}; {seat} kezd.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: {names} share the victory by {domain} Hegemony.</source>
        <comment>log.over_hegemony</comment>
        <translation>
            <numerusform>Vége a játéknak: {names} Hegemónia győzelmet arat a {domain} területen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {names} share the victory on majorities ({score}).</source>
        <comment>log.over_majority</comment>
        <translation>
            <numerusform>Vége a játéknak: {names} többségi győzelmet arat ({score}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {names} share the victory on majorities ({score}) after the tie-break on {domain}.</source>
        <comment>log.over_tiebreak</comment>
        <translation>
            <numerusform>Vége a játéknak: {names} többségi győzelmet arat ({score}); a holtversenyt a {domain} kártyák száma döntötte el.</numerusform>
        </translation>
    </message>
    <message>
        <source>The packets pass to the left.</source>
        <comment>log.pass</comment>
        <translation>Mindenki továbbadja a maradék lapjait a bal oldali szomszédjának.</translation>
    </message>
    <message>
        <source>{Seat} takes {card} from the centre into their tableau.</source>
        <comment>log.pick</comment>
        <translation>{Seat} az asztal közepéről a játékterületére teszi a {card} lapot.</translation>
    </message>
    <message>
        <source>{Seat} plays {card}.</source>
        <comment>log.play</comment>
        <translation>{Seat} kijátssza a {card} lapot.</translation>
    </message>
    <message>
        <source>{Seat} plays {card} as an extra play.</source>
        <comment>log.play_extra</comment>
        <translation>{Seat} ráadásként kijátssza a {card} lapot.</translation>
    </message>
    <message numerus="yes">
        <source>{Seat} takes the {n} cards of {target}'s hand and looks at both hands.</source>
        <comment>log.pool</comment>
        <translation>
            <numerusform>{Seat} a kezébe veszi {target} játékos {n} lapját, és a sajátjaival együtt átnézi.</numerusform>
        </translation>
    </message>
    <message>
        <source>{Seat} returns {card} to their hand.</source>
        <comment>log.return</comment>
        <translation>{Seat} visszaveszi a kezébe a {card} lapot.</translation>
    </message>
    <message>
        <source>{Seat} sacrifices {card} for {effect}.</source>
        <comment>log.sacrifice</comment>
        <translation>{Seat} a {card} lap eldobásával végrehajtja a {effect} hatást.</translation>
    </message>
    <message>
        <source>{seat} {points}</source>
        <comment>log.score</comment>
        <translation>{seat}: {points} pont</translation>
    </message>
    <message>
        <source>classic</source>
        <comment>log.setup.classic</comment>
        <translation>hagyományos mód</translation>
    </message>
    <message>
        <source>draft</source>
        <comment>log.setup.draft</comment>
        <translation>kártyaválasztás</translation>
    </message>
    <message numerus="yes">
        <source>{Seat} has no card they may play for {n} extra plays.</source>
        <comment>log.skip_extra</comment>
        <translation>
            <numerusform>{Seat} nem tud több lapot kijátszani: {n} további kijátszása elmarad.</numerusform>
        </translation>
    </message>
    <message>
        <source>{Seat} has no card they may play and skips the play.</source>
        <comment>log.skip_play</comment>
        <translation>{Seat} nem tud lapot kijátszani, ezért kihagyja ezt a lépést.</translation>
    </message>
    <message>
        <source>{Seat} takes {card} from the discard pile.</source>
        <comment>log.take</comment>
        <translation>{Seat} a kezébe veszi a {card} lapot a dobópakliból.</translation>
    </message>
    <message>
        <source>{Seat} takes your hand: {cards}.</source>
        <comment>log.takes_your_hand</comment>
        <translation>{Seat} elveszi a lapjaidat: {cards}.</translation>
    </message>
    <message>
        <source>{Seat} targets {target} with {effect}.</source>
        <comment>log.target</comment>
        <translation>{Seat} a {effect} hatással {target} játékost veszi célba.</translation>
    </message>
    <message>
        <source>team {team}</source>
        <comment>log.team</comment>
        <translation>a {team}-csapat</translation>
    </message>
    <message>
        <source>{team} {points}</source>
        <comment>log.team_score</comment>
        <translation>{team}-csapat: {points} pont</translation>
    </message>
    <message>
        <source>— {Seat}'s turn —</source>
        <comment>log.turn</comment>
        <translation>— {Seat} következik —</translation>
    </message>
    <message>
        <source>{Seat} uses {effect}.</source>
        <comment>log.use</comment>
        <translation>{Seat} végrehajtja a {effect} hatást.</translation>
    </message>
    <message>
        <source>{Seat}'s {effect} applies by itself: hand limit {limit}.</source>
        <comment>log.use_auto</comment>
        <translation>{Seat} játékosnál automatikusan életbe lép a {effect} hatás: {limit} lap lehet a kezében.</translation>
    </message>
    <message>
        <source>{Seat} uses {effect}: hand limit {limit}.</source>
        <comment>log.use_limit</comment>
        <translation>{Seat} végrehajtja a {effect} hatást: most már {limit} lap lehet a kezében.</translation>
    </message>
    <message>
        <source>You draw {cards}.</source>
        <comment>log.you_draw</comment>
        <translation>Húzott lapjaid: {cards}.</translation>
    </message>
    <message>
        <source>You give back {card}.</source>
        <comment>log.you_give_back</comment>
        <translation>Visszaadod a {card} lapot.</translation>
    </message>
    <message>
        <source>You keep {card}.</source>
        <comment>log.you_keep</comment>
        <translation>Megtartod a {card} lapot.</translation>
    </message>
    <message>
        <source>You take {target}'s hand: {cards}.</source>
        <comment>log.you_take_hand</comment>
        <translation>Elveszed {target} játékos lapjait: {cards}.</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>nothing to undo: the centre cards were turned face up since</source>
        <comment>undo.centre</comment>
        <translation>nincs mit visszavonni: azóta képpel felfelé az asztal közepére kerültek a lapok</translation>
    </message>
    <message>
        <source>nothing to undo: you drew cards since</source>
        <comment>undo.draw</comment>
        <translation>nincs mit visszavonni: azóta húztál lapot</translation>
    </message>
    <message>
        <source>nothing to undo: the game has just begun</source>
        <comment>undo.just_begun</comment>
        <translation>nincs mit visszavonni: a játék most kezdődött</translation>
    </message>
    <message>
        <source>nothing to undo: this game was not recorded from its start</source>
        <comment>undo.no_origin</comment>
        <translation>nincs mit visszavonni: ez a játék nincs az elejétől rögzítve</translation>
    </message>
    <message>
        <source>nothing to undo: another player acted last</source>
        <comment>undo.other_acted</comment>
        <translation>nincs mit visszavonni: utoljára egy másik játékos lépett</translation>
    </message>
    <message>
        <source>nothing to undo: the game is over</source>
        <comment>undo.over</comment>
        <translation>nincs mit visszavonni: a játék véget ért</translation>
    </message>
    <message>
        <source>nothing to undo: the packets were passed since</source>
        <comment>undo.pass</comment>
        <translation>nincs mit visszavonni: azóta továbbmentek a csomagok</translation>
    </message>
    <message>
        <source>nothing to undo: you have seen the hand you took with Inquisition</source>
        <comment>undo.pool</comment>
        <translation>nincs mit visszavonni: már megnézted az Inkvizícióval elvett lapokat</translation>
    </message>
    <message>
        <source>nothing to undo: your turn has just begun</source>
        <comment>undo.turn_begun</comment>
        <translation>nincs mit visszavonni: a köröd most kezdődött</translation>
    </message>
</context>
<context>
    <name>why</name>
    <message>
        <source>you already played your card this turn; extra plays come from effects</source>
        <comment>why.already_played</comment>
        <translation>ebben a körben már kijátszottál egy lapot; további lapot csak hatások révén játszhatsz ki</translation>
    </message>
    <message>
        <source>you have no {domain} card left to attack with</source>
        <comment>why.attack_domain_empty</comment>
        <translation>nincs több {domain} kártyád, amellyel támadhatnál</translation>
    </message>
    <message>
        <source>after the sacrifice you would have no card left to attack with</source>
        <comment>why.attack_nothing_left</comment>
        <translation>az eldobás után nem maradna lapod, amellyel támadhatnál</translation>
    </message>
    <message>
        <source>that card cannot be played now</source>
        <comment>why.cannot_play_now</comment>
        <translation>ez a lap most nem játszható ki</translation>
    </message>
    <message>
        <source>{seat} does not qualify for {effect} that you could use now</source>
        <comment>why.copy_not_qualified</comment>
        <translation>{seat} nem rendelkezik olyan {effect} hatással, amelyet most használhatnál</translation>
    </message>
    <message>
        <source>copy an effect of another player</source>
        <comment>why.copy_other</comment>
        <translation>csak egy másik játékos hatását másolhatod le</translation>
    </message>
    <message>
        <source>needs strictly more Culture cards than every other player (you have {mine}, {seat} has {theirs})</source>
        <comment>why.culture_not_most</comment>
        <translation>több Kultúra kártya kell a játékterületeden, mint bármelyik másik játékosnak (neked {mine} van, {seat} játékosnak {theirs})</translation>
    </message>
    <message>
        <source>the discard pile is empty</source>
        <comment>why.discard_empty</comment>
        <translation>a dobópakli üres</translation>
    </message>
    <message>
        <source>the draft is on: {seat} must keep one card of their packet</source>
        <comment>why.draft_keep</comment>
        <translation>a kártyaválasztás még tart: {seat} játékosnak meg kell tartania egy lapot a csomagjából</translation>
    </message>
    <message>
        <source>the draft is over</source>
        <comment>why.draft_over</comment>
        <translation>a kártyaválasztás már véget ért</translation>
    </message>
    <message>
        <source>the draft is on: {seat} must take one card from the centre</source>
        <comment>why.draft_pick</comment>
        <translation>a kártyaválasztás még tart: {seat} játékosnak választania kell egy lapot az asztal közepéről</translation>
    </message>
    <message>
        <source>{effect}: {cause}</source>
        <comment>why.effect</comment>
        <translation>{effect}: {cause}</translation>
    </message>
    <message>
        <source>{domain} is under Embargo this turn</source>
        <comment>why.embargoed</comment>
        <translation>a {domain} terület ebben a körben Embargó alatt áll</translation>
    </message>
    <message>
        <source>finish {effect} first: {task}</source>
        <comment>why.finish_first</comment>
        <translation>előbb fejezd be a {effect} hatást: {task}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <comment>why.game_over</comment>
        <translation>a játék véget ért</translation>
    </message>
    <message>
        <source>needs a card in your hand to discard</source>
        <comment>why.hand_card_needed</comment>
        <translation>kell egy lap a kezedben, amelyet eldobhatsz</translation>
    </message>
    <message>
        <source>needs {need} cards in your hand, you have {have}</source>
        <comment>why.hand_cards_needed</comment>
        <translation>{need} lap kell a kezedben, neked {have} van</translation>
    </message>
    <message>
        <source>you already used Inspiration this turn</source>
        <comment>why.inspiration_used</comment>
        <translation>ebben a körben már végrehajtottad az Ihlet hatást</translation>
    </message>
    <message>
        <source>needs {need} {domain} cards, you have {have}</source>
        <comment>why.level_needed</comment>
        <translation>{need} {domain} kártya kell, neked {have} van</translation>
    </message>
    <message>
        <source>{seat} has no {domain} card</source>
        <comment>why.marker_domain_empty</comment>
        <translation>{seat} játékosnak nincs {domain} kártyája</translation>
    </message>
    <message>
        <source>'{verb}' belongs to an effect, and none is in progress: use an effect or end</source>
        <comment>why.no_effect_in_progress</comment>
        <translation>„{verb}”: ez egy hatás lépése, de most egyik hatás sincs folyamatban; hajts végre egy hatást, vagy fejezd be a kört</translation>
    </message>
    <message>
        <source>no other player has a card in their tableau</source>
        <comment>why.no_rival_tableau</comment>
        <translation>a többi játékos játékterületén egyetlen lap sincs</translation>
    </message>
    <message>
        <source>there is no seat {number}</source>
        <comment>why.no_such_seat</comment>
        <translation>nincs ilyen játékos: {number}</translation>
    </message>
    <message>
        <source>{text}</source>
        <comment>why.not_an_action</comment>
        <translation>{text}</translation>
    </message>
    <message>
        <source>not available now</source>
        <comment>why.not_available_now</comment>
        <translation>most nem érhető el</translation>
    </message>
    <message>
        <source>{card} is not in the centre</source>
        <comment>why.not_in_centre</comment>
        <translation>a {card} lap nincs az asztal közepén</translation>
    </message>
    <message>
        <source>{card} is not in the discard pile</source>
        <comment>why.not_in_discard</comment>
        <translation>a {card} lap nincs a dobópakliban</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <comment>why.not_in_hand</comment>
        <translation>a {card} lap nincs a kezedben</translation>
    </message>
    <message>
        <source>{card} is not in your packet</source>
        <comment>why.not_in_packet</comment>
        <translation>a {card} lap nincs a csomagodban</translation>
    </message>
    <message>
        <source>{card} is not in your tableau</source>
        <comment>why.not_in_tableau</comment>
        <translation>a {card} lap nincs a játékterületeden</translation>
    </message>
    <message>
        <source>{card} is not among the pooled cards</source>
        <comment>why.not_pooled</comment>
        <translation>a {card} lap nincs az összevont lapok között</translation>
    </message>
    <message>
        <source>no other player qualifies for an effect you could copy now</source>
        <comment>why.nothing_to_copy</comment>
        <translation>egyik másik játékosnál sincs olyan hatás, amelyet most lemásolhatnál</translation>
    </message>
    <message>
        <source>you already used a {domain} permanent effect this turn</source>
        <comment>why.perm_used</comment>
        <translation>ebben a körben már végrehajtottad a {domain} terület egyik állandó hatását</translation>
    </message>
    <message>
        <source>play a card from your hand first (step 1)</source>
        <comment>why.play_first</comment>
        <translation>előbb játssz ki egy lapot a kezedből (1. lépés)</translation>
    </message>
    <message>
        <source>needs a {domain} card in your tableau to sacrifice</source>
        <comment>why.sacrifice_card_needed</comment>
        <translation>kell egy {domain} kártya a játékterületeden, amelyet eldobhatsz</translation>
    </message>
    <message>
        <source>you already sacrificed a {domain} card this turn</source>
        <comment>why.sacrifice_used</comment>
        <translation>ebben a körben már végrehajtottál egy kártyaeldobást a {domain} területen</translation>
    </message>
    <message>
        <source>needs a card in your tableau</source>
        <comment>why.tableau_card_needed</comment>
        <translation>kell egy lap a játékterületeden</translation>
    </message>
    <message>
        <source>needs {need} cards in your tableau</source>
        <comment>why.tableau_cards_needed</comment>
        <translation>{need} lap kell a játékterületeden</translation>
    </message>
    <message>
        <source>{seat} has no card in their tableau</source>
        <comment>why.target_empty</comment>
        <translation>{seat} játékos játékterületén nincs lap</translation>
    </message>
    <message>
        <source>you cannot target yourself</source>
        <comment>why.target_self</comment>
        <translation>saját magadat nem választhatod célpontnak</translation>
    </message>
    <message>
        <source>choose the Domain to attack</source>
        <comment>why.task.attack</comment>
        <translation>válaszd ki a megtámadandó területet</translation>
    </message>
    <message>
        <source>choose the effect to copy</source>
        <comment>why.task.copy</comment>
        <translation>válaszd ki a lemásolandó hatást</translation>
    </message>
    <message numerus="yes">
        <source>discard {n} more cards from your hand</source>
        <comment>why.task.discard</comment>
        <translation>
            <numerusform>dobj el még {n} lapot a kezedből</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>play {n} more extra cards</source>
        <comment>why.task.extra</comment>
        <translation>
            <numerusform>játssz ki még {n} lapot a kezedből</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>give back {n} more cards to {seat}</source>
        <comment>why.task.give</comment>
        <translation>
            <numerusform>adj vissza még {n} lapot {seat} játékosnak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard {n} more cards of your tableau</source>
        <comment>why.task.remove</comment>
        <translation>
            <numerusform>dobj el még {n} lapot a játékterületedről</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>return {n} more cards of your tableau to your hand</source>
        <comment>why.task.return</comment>
        <translation>
            <numerusform>vegyél vissza még {n} lapot a játékterületedről a kezedbe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>take {n} more cards from the discard pile</source>
        <comment>why.task.take</comment>
        <translation>
            <numerusform>vegyél a kezedbe még {n} lapot a dobópakliból</numerusform>
        </translation>
    </message>
    <message>
        <source>choose the Domain of {seat}</source>
        <comment>why.task.marker</comment>
        <translation>válaszd ki {seat} játékos egyik területét</translation>
    </message>
    <message>
        <source>choose the player to target</source>
        <comment>why.task.target</comment>
        <translation>válaszd ki, melyik játékost veszed célba</translation>
    </message>
    <message>
        <source>copy</source>
        <comment>why.verb.copy</comment>
        <translation>másolás</translation>
    </message>
    <message>
        <source>discard</source>
        <comment>why.verb.discard</comment>
        <translation>eldobás</translation>
    </message>
    <message>
        <source>domain</source>
        <comment>why.verb.domain</comment>
        <translation>terület</translation>
    </message>
    <message>
        <source>end</source>
        <comment>why.verb.end</comment>
        <translation>befejezés</translation>
    </message>
    <message>
        <source>give</source>
        <comment>why.verb.give</comment>
        <translation>visszaadás</translation>
    </message>
    <message>
        <source>keep</source>
        <comment>why.verb.keep</comment>
        <translation>megtartás</translation>
    </message>
    <message>
        <source>pick</source>
        <comment>why.verb.pick</comment>
        <translation>választás</translation>
    </message>
    <message>
        <source>play</source>
        <comment>why.verb.play</comment>
        <translation>kijátszás</translation>
    </message>
    <message>
        <source>remove</source>
        <comment>why.verb.remove</comment>
        <translation>eltávolítás</translation>
    </message>
    <message>
        <source>return</source>
        <comment>why.verb.return</comment>
        <translation>visszavétel</translation>
    </message>
    <message>
        <source>take</source>
        <comment>why.verb.take</comment>
        <translation>elvétel</translation>
    </message>
    <message>
        <source>target</source>
        <comment>why.verb.target</comment>
        <translation>célzás</translation>
    </message>
    <message>
        <source>use</source>
        <comment>why.verb.use</comment>
        <translation>használat</translation>
    </message>
</context>
</TS>
