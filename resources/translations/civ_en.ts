<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>Access</name>
        <message numerus="yes">
            <source>%n Democracy card(s) under it.</source>
            <translation>
                <numerusform>%n Democracy card under it.</numerusform>
                <numerusform>%n Democracy cards under it.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>%n card in hand</numerusform>
                <numerusform>%n cards in hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand: {cards}</source>
            <translation>
                <numerusform>%n card in hand: {cards}</numerusform>
                <numerusform>%n cards in hand: {cards}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n short of Hegemony</source>
            <comment>cards still missing for Hegemony</comment>
            <translation>
                <numerusform>%n short of Hegemony</numerusform>
                <numerusform>%n short of Hegemony</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CentreStrip</name>
        <message numerus="yes">
            <source>{threat} (%n more threat(s))</source>
            <comment>threat: the first player who could win by Hegemony; %n: how many more could</comment>
            <translation><numerusform>{threat} (%n more threat)</numerusform><numerusform>{threat} (%n more threats)</numerusform></translation>
        </message>
    </context>
    <context>
        <name>EffectTooltip</name>
        <message numerus="yes">
            <source>{effect} — {domain} level 1 (%n card(s))</source>
            <translation>
                <numerusform>{effect} — {domain} level 1 (%n card)</numerusform>
                <numerusform>{effect} — {domain} level 1 (%n cards)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{effect} — {domain} level 2 (%n card(s))</source>
            <translation>
                <numerusform>{effect} — {domain} level 2 (%n card)</numerusform>
                <numerusform>{effect} — {domain} level 2 (%n cards)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EffectsPanel</name>
        <message numerus="yes">
            <source>%n effect(s) available. Hover a button to see what it does.</source>
            <translation>
                <numerusform>%n effect available. Hover a button to see what it does.</numerusform>
                <numerusform>%n effects available. Hover a button to see what it does.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EndGameDialog</name>
        <message numerus="yes">
            <source>{name} ended their turn with %n {domain} card(s) (needed {need}).</source>
            <translation>
                <numerusform>{name} ended their turn with %n {domain} card (needed {need}).</numerusform>
                <numerusform>{name} ended their turn with %n {domain} cards (needed {need}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} wins on majorities with %n point(s)!</source>
            <translation>
                <numerusform>{name} wins on majorities with %n point!</numerusform>
                <numerusform>{name} wins on majorities with %n points!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{team} wins on majorities with %n point(s)!</source>
            <translation>
                <numerusform>{team} wins on majorities with %n point!</numerusform>
                <numerusform>{team} wins on majorities with %n points!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{winners} share the victory on majorities with %n point(s)!</source>
            <translation>
                <numerusform>{winners} share the victory on majorities with %n point!</numerusform>
                <numerusform>{winners} share the victory on majorities with %n points!</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message numerus="yes">
            <source>Then you refill to %n card(s).</source>
            <translation>
                <numerusform>Then you refill to %n card.</numerusform>
                <numerusform>Then you refill to %n cards.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hint</name>
        <message numerus="yes">
            <source>{name} asked “What would Hard do?” %n time(s).</source>
            <translation>
                <numerusform>{name} asked “What would Hard do?” %n time.</numerusform>
                <numerusform>{name} asked “What would Hard do?” %n times.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>InquisitionDialog</name>
        <message numerus="yes">
            <source>&lt;b&gt;Give back %n card(s) to {name}.&lt;/b&gt; Click cards to choose them (or ←/→ and Space); the rest stays in your hand.</source>
            <translation>
                <numerusform>&lt;b&gt;Give back %n card to {name}.&lt;/b&gt; Click cards to choose them (or ←/→ and Space); the rest stays in your hand.</numerusform>
                <numerusform>&lt;b&gt;Give back %n cards to {name}.&lt;/b&gt; Click cards to choose them (or ←/→ and Space); the rest stays in your hand.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Chosen {chosen} of %n</source>
            <translation>
                <numerusform>Chosen {chosen} of %n</numerusform>
                <numerusform>Chosen {chosen} of %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %n card(s) in hand</source>
            <translation>
                <numerusform>{name} — %n card in hand</numerusform>
                <numerusform>{name} — %n cards in hand</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MarkerDialog</name>
        <message numerus="yes">
            <source>&lt;b&gt;Effect:&lt;/b&gt; {name} will need %n {domain} card(s) for Hegemony.</source>
            <translation>
                <numerusform>&lt;b&gt;Effect:&lt;/b&gt; {name} will need %n {domain} card for Hegemony.</numerusform>
                <numerusform>&lt;b&gt;Effect:&lt;/b&gt; {name} will need %n {domain} cards for Hegemony.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message numerus="yes">
            <source>Seat %n</source>
            <translation>
                <numerusform>Seat %n</numerusform>
                <numerusform>Seat %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Seat %n: who plays it</source>
            <translation>
                <numerusform>Seat %n: who plays it</numerusform>
                <numerusform>Seat %n: who plays it</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PileDialog</name>
        <message numerus="yes">
            <source>&lt;b&gt;%n card(s)&lt;/b&gt;, oldest first</source>
            <translation>
                <numerusform>&lt;b&gt;%n card&lt;/b&gt;, oldest first</numerusform>
                <numerusform>&lt;b&gt;%n cards&lt;/b&gt;, oldest first</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n card(s)&lt;/b&gt;, oldest first: {domains}</source>
            <translation>
                <numerusform>&lt;b&gt;%n card&lt;/b&gt;, oldest first: {domains}</numerusform>
                <numerusform>&lt;b&gt;%n cards&lt;/b&gt;, oldest first: {domains}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Choose %n card(s) to take into your hand.&lt;/b&gt; Highlighted cards can be taken.</source>
            <translation>
                <numerusform>&lt;b&gt;Choose %n card to take into your hand.&lt;/b&gt; Highlighted cards can be taken.</numerusform>
                <numerusform>&lt;b&gt;Choose %n cards to take into your hand.&lt;/b&gt; Highlighted cards can be taken.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Chosen {chosen} of %n</source>
            <translation>
                <numerusform>Chosen {chosen} of %n</numerusform>
                <numerusform>Chosen {chosen} of %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PileWidget</name>
        <message numerus="yes">
            <source>%n card(s) in the deck; the top card is from Age {age}.</source>
            <translation>
                <numerusform>%n card in the deck; the top card is from Age {age}.</numerusform>
                <numerusform>%n cards in the deck; the top card is from Age {age}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s), top: {card}. Click to see every card (it is public).</source>
            <translation>
                <numerusform>%n card, top: {card}. Click to see every card (it is public).</numerusform>
                <numerusform>%n cards, top: {card}. Click to see every card (it is public).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Deck %n
Age {age} on top</source>
            <comment>the caption under the deck: its number of cards</comment>
            <translation>
                <numerusform>Deck %n
Age {age} on top</numerusform>
                <numerusform>Deck %n
Age {age} on top</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Discard %n
(click to look)</source>
            <comment>the caption under the discard pile: its number of cards</comment>
            <translation>
                <numerusform>Discard %n
(click to look)</numerusform>
                <numerusform>Discard %n
(click to look)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlayerArea</name>
        <message numerus="yes">
            <source>%n Democracy card(s) under it</source>
            <translation>
                <numerusform>%n Democracy card under it</numerusform>
                <numerusform>%n Democracy cards under it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{domain}&lt;/b&gt;: %n card(s)</source>
            <translation>
                <numerusform>&lt;b&gt;{domain}&lt;/b&gt;: %n card</numerusform>
                <numerusform>&lt;b&gt;{domain}&lt;/b&gt;: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hegemony at %n card(s)</source>
            <translation>
                <numerusform>Hegemony at %n card</numerusform>
                <numerusform>Hegemony at %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hegemony at %n card(s) ({democracy})</source>
            <comment>{democracy}: how many Democracy cards raise the target</comment>
            <translation>
                <numerusform>Hegemony at %n card ({democracy})</numerusform>
                <numerusform>Hegemony at %n cards ({democracy})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message numerus="yes">
            <source>%n file(s) in {folder} could not be read and are not listed.</source>
            <translation>
                <numerusform>%n file in {folder} could not be read and are not listed.</numerusform>
                <numerusform>%n files in {folder} could not be read and are not listed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n players, classic set-up: {kinds}</source>
            <translation>
                <numerusform>%n players, classic set-up: {kinds}</numerusform>
                <numerusform>%n players, classic set-up: {kinds}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n players, draft set-up: {kinds}</source>
            <translation>
                <numerusform>%n players, draft set-up: {kinds}</numerusform>
                <numerusform>%n players, draft set-up: {kinds}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n card(s)</source>
            <translation>
                <numerusform>{name}: %n card</numerusform>
                <numerusform>{name}: %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Resume</name>
        <message numerus="yes">
            <source>%n card(s) in the deck</source>
            <translation>
                <numerusform>%n card in the deck</numerusform>
                <numerusform>%n cards in the deck</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StagePrompt</name>
        <message numerus="yes">
            <source>{title}: choose the cards to give back (%n left).</source>
            <translation>
                <numerusform>{title}: choose the cards to give back (%n left).</numerusform>
                <numerusform>{title}: choose the cards to give back (%n left).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{title}: click a card of your hand to discard it (%n left).</source>
            <translation>
                <numerusform>{title}: click a card of your hand to discard it (%n left).</numerusform>
                <numerusform>{title}: click a card of your hand to discard it (%n left).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{title}: click a card of your tableau to discard it (%n left).</source>
            <translation>
                <numerusform>{title}: click a card of your tableau to discard it (%n left).</numerusform>
                <numerusform>{title}: click a card of your tableau to discard it (%n left).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{title}: click a card of your tableau to return it to your hand (%n left).</source>
            <translation>
                <numerusform>{title}: click a card of your tableau to return it to your hand (%n left).</numerusform>
                <numerusform>{title}: click a card of your tableau to return it to your hand (%n left).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{title}: play an extra card — drag it onto your tableau or double-click it (%n left).</source>
            <translation>
                <numerusform>{title}: play an extra card — drag it onto your tableau or double-click it (%n left).</numerusform>
                <numerusform>{title}: play an extra card — drag it onto your tableau or double-click it (%n left).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message numerus="yes">
            <source>%n game(s) without a person at the table (all AI) recorded, not counted in these figures.</source>
            <translation>
                <numerusform>%n game without a person at the table (all AI) recorded, not counted in these figures.</numerusform>
                <numerusform>%n games without a person at the table (all AI) recorded, not counted in these figures.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Current winning streak: %n game(s)</source>
            <translation>
                <numerusform>Current winning streak: %n game</numerusform>
                <numerusform>Current winning streak: %n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hints used (“What would Hard do?”): {hints}, in %n game(s)</source>
            <translation>
                <numerusform>Hints used (“What would Hard do?”): {hints}, in %n game</numerusform>
                <numerusform>Hints used (“What would Hard do?”): {hints}, in %n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Longest winning streak: %n game(s)</source>
            <translation>
                <numerusform>Longest winning streak: %n game</numerusform>
                <numerusform>Longest winning streak: %n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n game(s) played, {won} won.</source>
            <translation>
                <numerusform>{name}: %n game played, {won} won.</numerusform>
                <numerusform>{name}: %n games played, {won} won.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Threats</name>
        <message numerus="yes">
            <source>{domain} {have}/{need} — %n short</source>
            <comment>cards missing for Hegemony</comment>
            <translation>
                <numerusform>{domain} {have}/{need} — %n short</numerusform>
                <numerusform>{domain} {have}/{need} — %n short</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message numerus="yes">
            <source>This draws %n card(s): this cannot be undone. Continue?</source>
            <translation>
                <numerusform>This draws %n card: this cannot be undone. Continue?</numerusform>
                <numerusform>This draws %n cards: this cannot be undone. Continue?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This shows you {name}'s hand (%n card(s)): this cannot be undone. Continue?</source>
            <translation>
                <numerusform>This shows you {name}'s hand (%n card): this cannot be undone. Continue?</numerusform>
                <numerusform>This shows you {name}'s hand (%n cards): this cannot be undone. Continue?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{effect} draws %n card(s): this cannot be undone. Continue?</source>
            <translation>
                <numerusform>{effect} draws %n card: this cannot be undone. Continue?</numerusform>
                <numerusform>{effect} draws %n cards: this cannot be undone. Continue?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{effect} shows you {name}'s hand (%n card(s)): this cannot be undone. Continue?</source>
            <translation>
                <numerusform>{effect} shows you {name}'s hand (%n card): this cannot be undone. Continue?</numerusform>
                <numerusform>{effect} shows you {name}'s hand (%n cards): this cannot be undone. Continue?</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WinGraph</name>
        <message numerus="yes">
            <source>Chances of winning over %n turn(s).</source>
            <translation>
                <numerusform>Chances of winning over %n turn.</numerusform>
                <numerusform>Chances of winning over %n turns.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>log</name>
        <message numerus="yes">
            <source>{Seat} draws {n} cards.</source>
            <comment>log.deal</comment>
            <translation>
                <numerusform>{Seat} draws {n} card.</numerusform>
                <numerusform>{Seat} draws {n} cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{Seat} draws {n} cards for the draft.</source>
            <comment>log.deal_draft</comment>
            <translation>
                <numerusform>{Seat} draws {n} card for the draft.</numerusform>
                <numerusform>{Seat} draws {n} cards for the draft.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{Seat} draws {n} cards.</source>
            <comment>log.draw</comment>
            <translation>
                <numerusform>{Seat} draws {n} card.</numerusform>
                <numerusform>{Seat} draws {n} cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game over: {names} share the victory by {domain} Hegemony.</source>
            <comment>log.over_hegemony</comment>
            <translation>
                <numerusform>Game over: {names} wins by {domain} Hegemony.</numerusform>
                <numerusform>Game over: {names} share the victory by {domain} Hegemony.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game over: {names} share the victory on majorities ({score}).</source>
            <comment>log.over_majority</comment>
            <translation>
                <numerusform>Game over: {names} wins on majorities ({score}).</numerusform>
                <numerusform>Game over: {names} share the victory on majorities ({score}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game over: {names} share the victory on majorities ({score}) after the tie-break on {domain}.</source>
            <comment>log.over_tiebreak</comment>
            <translation>
                <numerusform>Game over: {names} wins on majorities ({score}) after the tie-break on {domain}.</numerusform>
                <numerusform>Game over: {names} share the victory on majorities ({score}) after the tie-break on {domain}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{Seat} takes the {n} cards of {target}'s hand and looks at both hands.</source>
            <comment>log.pool</comment>
            <translation>
                <numerusform>{Seat} takes the {n} card of {target}'s hand and looks at both hands.</numerusform>
                <numerusform>{Seat} takes the {n} cards of {target}'s hand and looks at both hands.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{Seat} has no card they may play for {n} extra plays.</source>
            <comment>log.skip_extra</comment>
            <translation>
                <numerusform>{Seat} has no card they may play for {n} extra play.</numerusform>
                <numerusform>{Seat} has no card they may play for {n} extra plays.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>why</name>
        <message numerus="yes">
            <source>discard {n} more cards from your hand</source>
            <comment>why.task.discard</comment>
            <translation>
                <numerusform>discard {n} more card from your hand</numerusform>
                <numerusform>discard {n} more cards from your hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>play {n} more extra cards</source>
            <comment>why.task.extra</comment>
            <translation>
                <numerusform>play {n} more extra card</numerusform>
                <numerusform>play {n} more extra cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>give back {n} more cards to {seat}</source>
            <comment>why.task.give</comment>
            <translation>
                <numerusform>give back {n} more card to {seat}</numerusform>
                <numerusform>give back {n} more cards to {seat}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>discard {n} more cards of your tableau</source>
            <comment>why.task.remove</comment>
            <translation>
                <numerusform>discard {n} more card of your tableau</numerusform>
                <numerusform>discard {n} more cards of your tableau</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>return {n} more cards of your tableau to your hand</source>
            <comment>why.task.return</comment>
            <translation>
                <numerusform>return {n} more card of your tableau to your hand</numerusform>
                <numerusform>return {n} more cards of your tableau to your hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>take {n} more cards from the discard pile</source>
            <comment>why.task.take</comment>
            <translation>
                <numerusform>take {n} more card from the discard pile</numerusform>
                <numerusform>take {n} more cards from the discard pile</numerusform>
            </translation>
        </message>
    </context>
</TS>
