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
        <name>NewGameDialog</name>
        <message numerus="yes">
            <source>Seat %n: who plays it</source>
            <translation>
                <numerusform>Seat %n: who plays it</numerusform>
                <numerusform>Seat %n: who plays it</numerusform>
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
</TS>
