import type { TContentSeed } from './structure.js';

/** Deutsch */
export const deDE: TContentSeed = {
  tabs: {
    'getting-started': 'Erste Schritte',
    'deposits-withdrawals': 'Ein- und Auszahlungen',
    trading: 'Handel',
    'security-account': 'Sicherheit und Konto',
  },
  articles: {
    'create-account': {
      title: 'Konto erstellen',
      summary: 'Registrieren Sie sich mit E-Mail-Adresse oder Telefonnummer und einem Einladungscode.',
      content: [
        'Sie können sich mit einer E-Mail-Adresse oder mit einer Telefonnummer (Ländervorwahl und Nummer) registrieren. Die Registrierungsseite zeigt nur die Methoden, die die Plattform derzeit anbietet.',
        'Für die Registrierung benötigen Sie einen Einladungscode mit mindestens 3 Zeichen. Wenn Sie über einen Einladungslink gekommen sind, ist der Code bereits eingetragen.',
        'Wir senden Ihnen einen 6-stelligen Bestätigungscode per E-Mail oder SMS. Er ist 10 Minuten gültig; nach 60 Sekunden können Sie einen neuen anfordern. Wählen Sie ein Login-Passwort mit 8 bis 24 Zeichen, das mit einem Buchstaben beginnt. Nach der Registrierung sind Sie sofort angemeldet.',
      ],
    },
    'identity-verification': {
      title: 'Identitätsprüfung (KYC)',
      summary: 'Warum wir Ihre Identität prüfen und was Sie einreichen müssen.',
      content: [
        'Bevor Sie die übrigen Funktionen der Plattform nutzen können, ist eine Identitätsprüfung (KYC) erforderlich. Sie schützt Sie und andere Nutzer vor Betrug und Geldwäsche.',
        'Geben Sie auf der Seite zur Identitätsprüfung Ihren vollständigen Namen und die Ausweisnummer genau so ein, wie sie im Ausweisdokument stehen, und laden Sie scharfe Fotos der Vorder- und Rückseite hoch. Alle vier Ecken müssen sichtbar und der Text lesbar sein.',
        'Ihr Antrag wird bis zum Abschluss der Prüfung als „in Prüfung“ angezeigt, danach als „verifiziert“. Verifizierte Daten können nicht mehr geändert werden; prüfen Sie daher alles sorgfältig, bevor Sie den Antrag absenden.',
      ],
    },
    'coin-and-contract-accounts': {
      title: 'Spot-Konto und Kontrakt-Konto',
      summary: 'Wofür die beiden Konten da sind und wie Sie zwischen ihnen umbuchen.',
      content: [
        'Ihr Vermögen wird auf zwei Konten geführt. Auf dem Spot-Konto gehen Ihre Einzahlungen ein; es dient dem Spot-Handel, dem Sofortumtausch und Auszahlungen. Das Kontrakt-Konto dient dem Kontrakthandel.',
        'Um Guthaben zwischen den Konten zu verschieben, öffnen Sie „Vermögen“, wählen „Umbuchung“, dann Währung und Richtung, und geben den Betrag ein (mindestens 0,00001). Umbuchungen zwischen Ihren eigenen Konten werden sofort wirksam.',
        'Eingefrorene Beträge, etwa Guthaben, das durch offene Orders oder Auszahlungen in Prüfung gebunden ist, können erst nach ihrer Freigabe umgebucht werden.',
      ],
    },
    deposit: {
      title: 'So zahlen Sie ein',
      summary: 'Einzahlungsadresse, Netzwerkbestätigungen und Mindesteinzahlung.',
      content: [
        'Öffnen Sie „Vermögen“, wählen Sie „Einzahlung“ und dann Währung und Netzwerk. Kopieren Sie die Adresse oder scannen Sie den QR-Code, und senden Sie ausschließlich diese Währung über dieses Netzwerk. Über ein anderes Netzwerk oder an eine falsche Adresse gesendete Vermögenswerte können endgültig verloren gehen.',
        'Eine Einzahlung wird nach 12 Netzwerkbestätigungen gutgeschrieben. Wenn die Seite danach fragt, laden Sie einen Screenshot Ihrer Überweisung als Nachweis hoch; das hilft uns, die Einzahlung Ihrem Konto zuzuordnen.',
        'Die Mindesteinzahlung entspricht einem Wert von 1 USDT. Kleinere Einzahlungen werden nicht gutgeschrieben und können nicht erstattet werden.',
      ],
    },
    withdrawal: {
      title: 'So zahlen Sie aus',
      summary: 'Gespeicherte Adressen, Gebühren, Prüfung und Auszahlung.',
      content: [
        'Fügen Sie die Zieladresse zuerst Ihrem Adressbuch hinzu, auf Wunsch mit einer Notiz, damit Sie sie später wiedererkennen. Prüfen Sie das Netzwerk sorgfältig: Eine Auszahlung an eine Adresse in einem anderen Netzwerk lässt sich nicht zurückholen.',
        'Geben Sie den Betrag ein. Die Seite zeigt die Gebühr, den tatsächlich ankommenden Betrag sowie Mindest- und Höchstbetrag pro Auszahlung. Bestätigen Sie mit Ihrem 6-stelligen Transaktionspasswort.',
        'Jede Auszahlung wird vor der Ausführung geprüft; während der Prüfung bleibt der Betrag eingefroren. Nach der Freigabe wird sie ins Netzwerk gesendet und kommt nach 12 Netzwerkbestätigungen an. Wird sie abgelehnt, fließt der eingefrorene Betrag auf Ihr verfügbares Guthaben zurück.',
      ],
    },
    'deposit-withdrawal-records': {
      title: 'Ein- und Auszahlungsverlauf',
      summary: 'Was der Status eines Eintrags bedeutet.',
      content: [
        'Jede Ein- und Auszahlung erscheint in Ihrem Verlauf mit einem von drei Status: Prüfung ausstehend, abgeschlossen oder abgelehnt.',
        '„Prüfung ausstehend“ bedeutet, dass der Antrag eingegangen ist und geprüft wird. „Abgeschlossen“ bedeutet, dass die Einzahlung gutgeschrieben oder die Auszahlung ausgeführt wurde. „Abgelehnt“ bedeutet, dass der Vorgang nicht ausgeführt wurde; bei einer Auszahlung wurde der eingefrorene Betrag Ihrem verfügbaren Guthaben wieder gutgeschrieben.',
        'Die tägliche Datenwartung findet von 03:00 bis 05:00 Uhr (UTC+0) statt; in dieser Zeit kann die Bearbeitung länger dauern. Bleibt ein Eintrag länger als erwartet ausstehend, wenden Sie sich mit Währung, Betrag, Uhrzeit und Transaktions-Hash (TxID) an den Kundenservice.',
      ],
    },
    'spot-orders': {
      title: 'Spot-Handel: Limit- und Market-Orders',
      summary: 'Coins mit Limit- und Market-Orders kaufen und verkaufen.',
      content: [
        'Beim Spot-Handel tauschen Sie einen Coin gegen einen anderen, zum Beispiel BTC gegen USDT. Wählen Sie ein Handelspaar in der Marktliste und kaufen oder verkaufen Sie.',
        'Eine Limit-Order (LMT) wird nur zu Ihrem festgelegten Preis oder besser ausgeführt und bleibt im Orderbuch, bis sie vollständig ausgeführt oder storniert ist. Eine Market-Order (MKT) wird sofort zu den besten Preisen im Orderbuch ausgeführt; der Durchschnittspreis kann daher vom zuletzt angezeigten Preis abweichen.',
        'Das für eine offene Order benötigte Guthaben wird eingefroren. Unter „Aktuelle Orders“ können Sie eine offene Order jederzeit stornieren; der nicht ausgeführte Teil wird sofort freigegeben. Ausgeführte und stornierte Orders finden Sie in Ihrem Orderverlauf.',
      ],
    },
    'contract-trading': {
      title: 'Kontrakthandel',
      summary: 'Hebel, Stop-Loss, Take-Profit und Verlustrisiko.',
      content: [
        'Im Kontrakthandel eröffnen Sie eine Position auf steigende oder fallende Kurse, mit einem Hebel Ihrer Wahl. Der Hebel vervielfacht Gewinne und Verluste gleichermaßen: Schon eine kleine Bewegung gegen Sie kann einen großen Verlust verursachen.',
        'Sie können einen Stop-Loss und einen Take-Profit festlegen. Die Position wird automatisch geschlossen, sobald der Marktpreis einen der beiden erreicht, und Sie können sie jederzeit selbst schließen. Erreicht der Verlust Ihre Margin, wird die Position liquidiert und die Margin ist verloren.',
        'Gewinn und Verlust werden ausschließlich anhand aufgezeichneter Marktpreise berechnet; niemand bei der Plattform kann den auf Ihre Position angewandten Preis ändern. Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können.',
      ],
    },
    'seconds-contracts': {
      title: 'Sekundenkontrakte',
      summary: 'Wie zeitlich begrenzte Kontrakte auf steigende oder fallende Kurse abgerechnet werden.',
      content: [
        'Ein Sekundenkontrakt ist eine zeitlich begrenzte Order auf die Kursrichtung. Sie wählen eine Laufzeit, einen Betrag und steigend oder fallend. Mindestbetrag, Auszahlungsquote und Gebühr jeder Laufzeit werden angezeigt, bevor Sie die Order eröffnen.',
        'Wenn der Countdown endet, wird der Schlusskurs mit dem Eröffnungskurs verglichen. Hat sich der Kurs in die gewählte Richtung bewegt, gewinnt die Order und wird zur angezeigten Quote ausgezahlt; andernfalls verliert sie, und der eingesetzte Betrag ist verloren.',
        'Das Ergebnis hängt ausschließlich von aufgezeichneten Marktpreisen ab; niemand kann es festlegen oder ändern. Sekundenkontrakte sind sehr riskant: Sie können Ihren gesamten Einsatz innerhalb von Sekunden verlieren.',
      ],
    },
    passwords: {
      title: 'Login-Passwort und Transaktionspasswort',
      summary: 'Zwei Passwörter schützen Ihr Konto und Ihr Guthaben.',
      content: [
        'Mit dem Login-Passwort melden Sie sich an. Es muss 8 bis 24 Zeichen lang sein und mit einem Buchstaben beginnen. Sie können es im Sicherheitscenter mit Ihrem alten Passwort ändern; falls Sie es vergessen haben, setzen Sie es über „Passwort vergessen“ mit einem Bestätigungscode zurück.',
        'Das Transaktionspasswort ist eine separate 6-stellige Zahl, mit der Sie Auszahlungen und andere Vorgänge bestätigen, bei denen Guthaben bewegt wird. Legen Sie es im Sicherheitscenter fest und vermeiden Sie Geburtsdaten und einfache Folgen wie 123456.',
        'Geben Sie keines der beiden Passwörter an andere weiter. Mitarbeiter der Plattform werden Sie niemals danach fragen.',
      ],
    },
    'verification-codes': {
      title: 'Bestätigungscodes',
      summary: 'Wie E-Mail- und SMS-Codes funktionieren und wie lange sie gültig sind.',
      content: [
        'Für die Registrierung, das Zurücksetzen des Passworts oder das Verknüpfen einer E-Mail-Adresse oder Telefonnummer erhalten Sie einen 6-stelligen Bestätigungscode. Jeder Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
        'Nach 60 Sekunden können Sie einen neuen Code anfordern. Nach 5 Fehleingaben wird der Code ungültig, und Sie müssen einen neuen anfordern.',
        'Kommt kein Code an, prüfen Sie Ihren Spam-Ordner und ob Adresse oder Nummer korrekt sind. Geben Sie einen Code niemals weiter, auch nicht an Personen, die behaupten, für die Plattform zu arbeiten.',
      ],
    },
    'account-safety': {
      title: 'So schützen Sie Ihr Konto',
      summary: 'Eine zweite Kontaktmöglichkeit verknüpfen und Phishing erkennen.',
      content: [
        'Verknüpfen Sie im Sicherheitscenter sowohl eine E-Mail-Adresse als auch eine Telefonnummer. So können Sie Ihr Konto wiederherstellen, falls Sie den Zugang zu einem der beiden verlieren.',
        'Prüfen Sie vor der Anmeldung die Adresse der Website und installieren Sie Apps nur aus offiziellen Quellen. Die Plattform fragt Sie niemals nach Ihren Passwörtern oder Bestätigungscodes – weder per E-Mail noch per Telefon oder Chat.',
        'Melden Sie sich auf gemeinsam genutzten Geräten ab. Wenn Sie Aktivitäten bemerken, die Sie nicht zuordnen können, ändern Sie sofort Ihr Login-Passwort und Ihr Transaktionspasswort und wenden Sie sich an den Kundenservice.',
      ],
    },
  },
  pages: {
    us: {
      title: 'Über uns',
      content: [
        'Unsere Plattform für den Handel mit Krypto-Assets basiert auf Open-Source-Software. Sie bietet Spot-Handel, Sofortumtausch, Kontrakthandel und Sekundenkontrakte, Fonds und Zeichnungen neuer Coins – in 14 Sprachen.',
        'Wir sind überzeugt, dass eine Handelsplattform schon in ihrer Konstruktion ehrlich sein muss. Preise und Abrechnungen beruhen ausschließlich auf aufgezeichneten Marktdaten, jede Änderung Ihres Guthabens wird mit ihrem Grund erfasst, und die Regeln jedes Produkts sind im Hilfecenter veröffentlicht.',
        'Der Handel mit Krypto-Assets ist mit Risiken verbunden. Wir erklären, wie jedes Produkt funktioniert, damit Sie gut informiert entscheiden können, und wir versprechen niemals Renditen.',
      ],
    },
    protocol: {
      title: 'Nutzungsbedingungen',
      content: [
        'Diese Bedingungen gelten zwischen Ihnen und dem Betreiber der Plattform, sobald Sie die Website, die Apps oder einen der Dienste nutzen. Mit der Registrierung oder Nutzung der Dienste akzeptieren Sie sie. Wenn Sie nicht einverstanden sind, nutzen Sie die Dienste bitte nicht.',
        'Sie müssen volljährig sein und nach dem Recht Ihres Landes Krypto-Dienste nutzen dürfen. Sie müssen wahrheitsgemäße Angaben machen, die Identitätsprüfung auf Anfrage abschließen und Ihre Passwörter und Bestätigungscodes geheim halten. Sie sind für alles verantwortlich, was über Ihr Konto geschieht.',
        'Sie dürfen die Dienste nicht für Geldwäsche, Betrug, Marktmanipulation oder sonstige rechtswidrige Zwecke nutzen und die Plattform weder angreifen noch missbrauchen. Wir können Konten, die gegen diese Regeln oder gegen Gesetze verstoßen, einschränken oder schließen und Auszahlungen verzögern oder ablehnen, um Nutzer zu schützen oder gesetzliche Pflichten zu erfüllen.',
        'Handelsergebnisse hängen vom Markt ab. Wir garantieren keinen Gewinn und haften nicht für Verluste, die durch Marktbewegungen, Ihre eigenen Entscheidungen oder von Ihnen eingegebene falsche Adressen oder Netzwerke entstehen.',
        'Wir können diese Bedingungen ändern. Wesentliche Änderungen werden vor ihrem Inkrafttreten auf der Plattform angekündigt; wenn Sie die Dienste danach weiter nutzen, akzeptieren Sie die geänderten Bedingungen.',
      ],
    },
    legal: {
      title: 'Rechtliche Hinweise und Risikohinweis',
      content: [
        'Krypto-Assets sind sehr volatil: Ihr Preis kann in kurzer Zeit stark fallen, sogar auf null. Der Kontrakthandel arbeitet mit Hebel, der Verluste ebenso vergrößert wie Gewinne; eine Position kann liquidiert werden, wobei die Margin verloren geht. Bei einem Sekundenkontrakt kann der gesamte Betrag innerhalb von Sekunden verloren gehen.',
        'Nichts auf dieser Plattform stellt eine Anlage-, Rechts- oder Steuerberatung dar. Informationen zu Coins, Fonds und Zeichnungsprojekten stammen von deren Emittenten oder aus öffentlichen Quellen; für ihre Richtigkeit können wir nicht garantieren. Frühere Wertentwicklungen und angegebene Zinssätze sind keine Zusage künftiger Erträge.',
        'Krypto-Dienste sind in jedem Land anders reguliert und in manchen verboten. Sie sind selbst dafür verantwortlich, zu prüfen, ob Sie sie nutzen dürfen, und etwaige Steuern auf Ihre Gewinne zu entrichten.',
        'Die Dienste können durch Wartung, Netzwerküberlastung, Störungen von Blockchain-Netzwerken oder andere Ereignisse außerhalb unserer Kontrolle unterbrochen werden. Soweit gesetzlich nicht anders bestimmt, haften wir nicht für Verluste aus solchen Ereignissen.',
        'Inhalte, Gestaltung und Marken der Plattform dürfen ohne Genehmigung weder kopiert noch verwendet werden.',
      ],
    },
    policy: {
      title: 'Datenschutzerklärung',
      content: [
        'Wir erheben nur, was wir für die Führung Ihres Kontos und die Erfüllung gesetzlicher Pflichten benötigen: Ihre E-Mail-Adresse oder Telefonnummer, Ihre Identitätsdaten und Ausweisfotos, Ihre Transaktions- und Anmeldedaten (einschließlich IP-Adresse und Geräteinformationen) sowie Nachrichten, die Sie an den Kundenservice senden.',
        'Wir verwenden diese Daten, um die Dienste bereitzustellen und abzusichern, Ihre Identität zu prüfen, Betrug und Geldwäsche zu verhindern und gesetzliche Vorgaben einzuhalten. Wir verkaufen Ihre personenbezogenen Daten nicht.',
        'Wir geben Daten nur an Dienstleister weiter, die uns beim Betrieb der Plattform unterstützen – etwa beim Versand von E-Mails und SMS – und zur Vertraulichkeit verpflichtet sind, sowie an Behörden, soweit das Gesetz es verlangt.',
        'Passwörter werden ausschließlich als nicht umkehrbare Hashes gespeichert, und der Zugriff auf Ausweisdokumente ist auf die Mitarbeiter beschränkt, die ihn benötigen. Wir speichern Ihre Daten, solange Ihr Konto besteht, und danach so lange, wie das Gesetz es verlangt.',
        'Im gesetzlichen Rahmen können Sie Auskunft über Ihre Daten sowie deren Berichtigung oder Löschung verlangen; verifizierte Identitätsdaten können nicht geändert werden. Schreiben Sie an support@example.com.',
      ],
    },
    connect: {
      title: 'Kontakt',
      content: [
        'Bei Fragen zu Ihrem Konto, zu Ein- und Auszahlungen oder zum Handel schreiben Sie an support@example.com – von der E-Mail-Adresse, die mit Ihrem Konto verknüpft ist, oder unter Angabe Ihrer UID.',
        'Geben Sie bei einer Ein- oder Auszahlung Währung, Betrag, Uhrzeit und Transaktions-Hash (TxID) an. Senden Sie niemals Passwörter oder Bestätigungscodes mit – wir fragen nie danach.',
        'Wir beantworten jede Nachricht in der Reihenfolge ihres Eingangs.',
      ],
    },
    customer: {
      title: 'Kundenservice',
      content: [
        'Der Kundenservice antwortet per E-Mail unter support@example.com. Viele Fragen lassen sich im Hilfecenter schneller klären.',
        'Wenn Sie uns schreiben, nennen Sie Ihre UID, beschreiben Sie das Problem und fügen Sie bei Bedarf Screenshots bei. Bei einer Ein- oder Auszahlung geben Sie bitte den Transaktions-Hash (TxID) an.',
        'Der Kundenservice wird Sie niemals nach Ihrem Login-Passwort, Ihrem Transaktionspasswort oder Bestätigungscodes fragen und Sie niemals auffordern, Guthaben an eine Adresse zu senden. Wer das tut, gehört nicht zur Plattform.',
      ],
    },
  },
};
