import type { TContentSeed } from './structure.js';

/** Français */
export const frFR: TContentSeed = {
  tabs: {
    'getting-started': 'Premiers pas',
    'deposits-withdrawals': 'Dépôts et retraits',
    trading: 'Trading',
    'security-account': 'Sécurité et compte',
  },
  articles: {
    'create-account': {
      title: 'Créer un compte',
      summary: 'Inscrivez-vous avec une adresse e-mail ou un numéro de téléphone et un code d’invitation.',
      content: [
        'Vous pouvez vous inscrire avec une adresse e-mail ou avec un numéro de téléphone (indicatif et numéro). La page d’inscription n’affiche que les méthodes actuellement proposées par la plateforme.',
        'L’inscription nécessite un code d’invitation d’au moins 3 caractères. Si vous arrivez par un lien d’invitation, le code est déjà renseigné.',
        'Nous envoyons un code de vérification à 6 chiffres sur votre e-mail ou votre téléphone. Il est valable 10 minutes, et vous pouvez en demander un nouveau au bout de 60 secondes. Choisissez un mot de passe de connexion de 8 à 24 caractères commençant par une lettre. Une fois inscrit, vous êtes connecté immédiatement.',
      ],
    },
    'identity-verification': {
      title: 'Vérification d’identité (KYC)',
      summary: 'Pourquoi nous vérifions votre identité et ce que vous devez fournir.',
      content: [
        'La vérification d’identité (KYC) est obligatoire avant de pouvoir utiliser les autres fonctions de la plateforme. Elle vous protège, ainsi que les autres utilisateurs, contre la fraude et le blanchiment d’argent.',
        'Sur la page de vérification, saisissez vos nom et prénom ainsi que le numéro de votre pièce d’identité exactement comme ils y figurent, puis téléchargez des photos nettes du recto et du verso. Les quatre coins doivent être visibles et le texte lisible.',
        'Votre demande apparaît « en cours d’examen » jusqu’à sa vérification, puis « vérifiée ». Les données vérifiées ne peuvent plus être modifiées : contrôlez-les attentivement avant l’envoi.',
      ],
    },
    'coin-and-contract-accounts': {
      title: 'Compte spot et compte contrats',
      summary: 'À quoi sert chaque compte et comment transférer des fonds de l’un à l’autre.',
      content: [
        'Vos actifs sont répartis sur deux comptes. Le compte spot reçoit vos dépôts et sert au trading spot, à la conversion instantanée et aux retraits. Le compte contrats sert au trading de contrats.',
        'Pour déplacer des fonds de l’un à l’autre, ouvrez Actifs, choisissez Transfert, sélectionnez la devise et le sens du transfert, puis saisissez le montant (au moins 0,00001). Un transfert entre vos propres comptes prend effet immédiatement.',
        'Les montants gelés, comme les fonds bloqués par des ordres non exécutés ou par des retraits en cours d’examen, ne peuvent pas être transférés avant d’être libérés.',
      ],
    },
    deposit: {
      title: 'Comment effectuer un dépôt',
      summary: 'Adresse de dépôt, confirmations réseau et dépôt minimum.',
      content: [
        'Ouvrez Actifs, choisissez Dépôt, puis sélectionnez la devise et le réseau. Copiez l’adresse ou scannez le QR code, et n’envoyez que cette devise, via ce réseau. Des actifs envoyés via un autre réseau ou à une mauvaise adresse peuvent être définitivement perdus.',
        'Un dépôt est crédité après 12 confirmations réseau. Si la page le demande, téléchargez une capture d’écran de votre transfert comme justificatif : elle nous aide à rattacher le dépôt à votre compte.',
        'Le dépôt minimum équivaut à 1 USDT. Un dépôt inférieur n’est pas crédité et ne peut pas être remboursé.',
      ],
    },
    withdrawal: {
      title: 'Comment effectuer un retrait',
      summary: 'Adresses enregistrées, frais, examen et paiement.',
      content: [
        'Ajoutez d’abord l’adresse de destination à votre carnet d’adresses, avec une note si vous le souhaitez, pour la reconnaître plus tard. Vérifiez attentivement le réseau : un retrait vers une adresse d’un autre réseau est irrécupérable.',
        'Saisissez le montant. La page affiche les frais, le montant réellement reçu ainsi que le minimum et le maximum par retrait. Confirmez avec votre mot de passe des fonds à 6 chiffres.',
        'Chaque retrait est examiné avant d’être payé, et le montant reste gelé pendant l’examen. Une fois approuvé, il est envoyé sur le réseau et arrive après 12 confirmations réseau. S’il est refusé, le montant gelé revient sur votre solde disponible.',
      ],
    },
    'deposit-withdrawal-records': {
      title: 'Historique des dépôts et retraits',
      summary: 'Ce que signifie le statut d’une opération.',
      content: [
        'Chaque dépôt et chaque retrait figure dans votre historique avec l’un de ces trois statuts : en attente d’examen, terminé ou refusé.',
        '« En attente d’examen » signifie que la demande a été reçue et qu’elle est en cours de vérification. « Terminé » signifie que le dépôt a été crédité ou que le retrait a été payé. « Refusé » signifie qu’elle n’a pas été traitée ; pour un retrait, le montant gelé a été restitué sur votre solde disponible.',
        'La maintenance quotidienne des données a lieu de 3 h à 5 h (UTC+0) et le traitement peut alors être plus lent. Si une opération reste en attente plus longtemps que prévu, contactez le service client en indiquant la devise, le montant, l’heure et le hash de la transaction (TxID).',
      ],
    },
    'spot-orders': {
      title: 'Trading spot : ordres à cours limité et ordres au marché',
      summary: 'Acheter et vendre des cryptomonnaies avec des ordres à cours limité et au marché.',
      content: [
        'Le trading spot consiste à échanger une cryptomonnaie contre une autre, par exemple du BTC contre de l’USDT. Choisissez une paire dans la liste des marchés, puis achetez ou vendez.',
        'Un ordre à cours limité (LMT) ne s’exécute qu’au prix que vous fixez ou à un meilleur prix, et reste dans le carnet d’ordres jusqu’à son exécution complète ou son annulation. Un ordre au marché (MKT) s’exécute immédiatement aux meilleurs prix du carnet : le prix moyen obtenu peut donc différer du dernier prix affiché.',
        'Les fonds nécessaires à un ordre non exécuté sont gelés. Vous pouvez annuler un tel ordre à tout moment dans « Ordres en cours » ; la partie non exécutée est libérée immédiatement. Les ordres exécutés et annulés apparaissent dans votre historique d’ordres.',
      ],
    },
    'contract-trading': {
      title: 'Trading de contrats',
      summary: 'Effet de levier, stop loss, take profit et risque de perte.',
      content: [
        'En trading de contrats, vous ouvrez une position à la hausse ou à la baisse du prix, avec l’effet de levier de votre choix. Le levier multiplie les gains comme les pertes : un faible mouvement contraire peut entraîner une perte importante.',
        'Vous pouvez définir un stop loss et un take profit. La position se clôture automatiquement lorsque le prix du marché atteint l’un ou l’autre, et vous pouvez la clôturer vous-même à tout moment. Si la perte atteint votre marge, la position est liquidée et la marge est perdue.',
        'Les gains et les pertes sont calculés uniquement à partir des prix de marché enregistrés ; personne au sein de la plateforme ne peut modifier le prix appliqué à votre position. N’engagez que des sommes que vous pouvez vous permettre de perdre.',
      ],
    },
    'seconds-contracts': {
      title: 'Contrats à la seconde',
      summary: 'Comment sont réglés les contrats à durée fixe sur la hausse ou la baisse.',
      content: [
        'Un contrat à la seconde est un ordre à durée fixe sur le sens du prix. Vous choisissez une durée, un montant et la hausse ou la baisse. Le montant minimum, le taux de gain et les frais de chaque durée sont affichés avant l’ouverture de l’ordre.',
        'À la fin du compte à rebours, le prix final est comparé au prix d’ouverture. Si le prix a évolué dans le sens choisi, l’ordre est gagnant et rapporte le taux affiché ; sinon, il est perdant et le montant engagé est perdu.',
        'Le résultat dépend uniquement des prix de marché enregistrés, et personne ne peut le fixer ni le modifier. Les contrats à la seconde sont très risqués : vous pouvez perdre toute votre mise en quelques secondes.',
      ],
    },
    passwords: {
      title: 'Mot de passe de connexion et mot de passe des fonds',
      summary: 'Deux mots de passe protègent votre compte et vos fonds.',
      content: [
        'Le mot de passe de connexion donne accès à votre compte. Il doit comporter 8 à 24 caractères et commencer par une lettre. Vous pouvez le modifier dans le centre de sécurité avec votre ancien mot de passe ; si vous l’avez oublié, réinitialisez-le via « Mot de passe oublié » et un code de vérification.',
        'Le mot de passe des fonds est un code distinct à 6 chiffres qui confirme les retraits et les autres opérations qui déplacent des fonds. Définissez-le dans le centre de sécurité et évitez les dates de naissance et les suites simples comme 123456.',
        'Ne communiquez jamais ces mots de passe à qui que ce soit. Le personnel de la plateforme ne vous les demandera jamais.',
      ],
    },
    'verification-codes': {
      title: 'Codes de vérification',
      summary: 'Fonctionnement et durée de validité des codes reçus par e-mail et par SMS.',
      content: [
        'Pour vous inscrire, réinitialiser votre mot de passe ou associer une adresse e-mail ou un numéro de téléphone, vous recevez un code de vérification à 6 chiffres. Chaque code est valable 10 minutes et ne peut être utilisé qu’une seule fois.',
        'Vous pouvez demander un nouveau code au bout de 60 secondes. Après 5 tentatives erronées, le code n’est plus valable et vous devez en demander un nouveau.',
        'Si un code n’arrive pas, vérifiez votre dossier de courriers indésirables et l’exactitude de l’adresse ou du numéro. Ne communiquez jamais un code à personne, y compris à quelqu’un qui prétend travailler pour la plateforme.',
      ],
    },
    'account-safety': {
      title: 'Protéger votre compte',
      summary: 'Associer un second moyen de contact et reconnaître l’hameçonnage.',
      content: [
        'Associez à la fois une adresse e-mail et un numéro de téléphone dans le centre de sécurité : vous pourrez ainsi récupérer votre compte si vous perdez l’accès à l’un des deux.',
        'Vérifiez l’adresse du site avant de vous connecter et n’installez les applications que depuis des sources officielles. La plateforme ne vous demande jamais vos mots de passe ni vos codes de vérification, que ce soit par e-mail, par téléphone ou par messagerie.',
        'Déconnectez-vous sur les appareils partagés. Si vous constatez une activité que vous ne reconnaissez pas, changez immédiatement votre mot de passe de connexion et votre mot de passe des fonds, puis contactez le service client.',
      ],
    },
  },
  pages: {
    us: {
      title: 'À propos',
      content: [
        'Notre plateforme d’échange de crypto-actifs repose sur des logiciels open source. Elle propose le trading spot, la conversion instantanée, le trading de contrats et de contrats à la seconde, des fonds et des souscriptions de nouveaux jetons, en 14 langues.',
        'Nous pensons qu’une plateforme d’échange doit être honnête par conception. Les prix et les règlements proviennent uniquement des données de marché enregistrées, chaque variation de votre solde est enregistrée avec son motif, et les règles de chaque produit sont publiées dans le centre d’aide.',
        'Le trading de crypto-actifs comporte des risques. Nous expliquons le fonctionnement de chaque produit pour que vous décidiez en toute connaissance de cause, et nous ne promettons jamais de rendement.',
      ],
    },
    protocol: {
      title: 'Conditions d’utilisation',
      content: [
        'Les présentes conditions s’appliquent entre vous et l’exploitant de la plateforme dès que vous utilisez le site, les applications ou l’un des services. En vous inscrivant ou en utilisant les services, vous les acceptez. Si vous ne les acceptez pas, n’utilisez pas les services.',
        'Vous devez être majeur et autorisé par la législation de votre pays à utiliser des services sur crypto-actifs. Vous devez fournir des informations exactes, effectuer la vérification d’identité lorsqu’elle vous est demandée et garder secrets vos mots de passe et codes de vérification. Vous êtes responsable de toutes les opérations effectuées avec votre compte.',
        'Il est interdit d’utiliser les services à des fins de blanchiment d’argent, de fraude, de manipulation de marché ou à toute autre fin illicite, ainsi que d’attaquer la plateforme ou d’en faire un usage abusif. Nous pouvons restreindre ou clôturer les comptes qui enfreignent ces règles ou la loi, et retarder ou refuser un retrait pour protéger les utilisateurs ou respecter la loi.',
        'Les résultats du trading dépendent du marché. Nous ne garantissons aucun gain et ne sommes pas responsables des pertes dues aux mouvements du marché, à vos propres décisions ou à des adresses ou réseaux erronés que vous avez saisis.',
        'Nous pouvons modifier les présentes conditions. Les modifications importantes sont annoncées sur la plateforme avant leur entrée en vigueur ; en continuant à utiliser les services ensuite, vous acceptez les conditions modifiées.',
      ],
    },
    legal: {
      title: 'Mentions légales et avertissement sur les risques',
      content: [
        'Les crypto-actifs sont très volatils : leur prix peut chuter fortement, voire tomber à zéro, en peu de temps. Le trading de contrats utilise un effet de levier qui amplifie les pertes comme les gains, et une position peut être liquidée avec la perte de sa marge. Un contrat à la seconde peut perdre la totalité de son montant en quelques secondes.',
        'Rien sur cette plateforme ne constitue un conseil en investissement, juridique ou fiscal. Les informations sur les cryptomonnaies, les fonds et les projets de souscription proviennent de leurs émetteurs ou de sources publiques, et nous ne pouvons pas en garantir l’exactitude. Les performances passées et les taux annoncés ne préjugent pas des rendements futurs.',
        'Les services sur crypto-actifs sont réglementés différemment selon les pays et interdits dans certains. Il vous appartient de vérifier que vous êtes autorisé à les utiliser et de vous acquitter des impôts éventuels sur vos gains.',
        'Les services peuvent être interrompus par une maintenance, une congestion du réseau, une défaillance des réseaux blockchain ou d’autres événements indépendants de notre volonté. Sauf disposition légale contraire, nous ne sommes pas responsables des pertes qui en résultent.',
        'Le contenu, le design et les marques de la plateforme ne peuvent être copiés ni utilisés sans autorisation.',
      ],
    },
    policy: {
      title: 'Politique de confidentialité',
      content: [
        'Nous ne collectons que les données nécessaires à la gestion de votre compte et au respect de nos obligations légales : votre adresse e-mail ou votre numéro de téléphone, vos données d’identité et les photos de votre pièce d’identité, l’historique de vos transactions et de vos connexions (adresse IP et informations sur l’appareil comprises), ainsi que les messages que vous adressez au service client.',
        'Nous utilisons ces données pour fournir et sécuriser les services, vérifier votre identité, prévenir la fraude et le blanchiment d’argent, et respecter la loi. Nous ne vendons pas vos données personnelles.',
        'Nous ne partageons les données qu’avec les prestataires qui nous aident à exploiter la plateforme, par exemple pour l’envoi d’e-mails et de SMS, sous obligation de confidentialité, ainsi qu’avec les autorités lorsque la loi l’exige.',
        'Les mots de passe ne sont conservés que sous forme d’empreintes irréversibles, et l’accès aux pièces d’identité est réservé au personnel qui en a besoin. Nous conservons vos données tant que votre compte existe, puis aussi longtemps que la loi l’exige.',
        'Vous pouvez demander à consulter, rectifier ou supprimer vos données dans les limites prévues par la loi ; les données d’identité vérifiées ne peuvent pas être modifiées. Écrivez à support@example.com.',
      ],
    },
    connect: {
      title: 'Nous contacter',
      content: [
        'Pour toute question sur votre compte, vos dépôts, vos retraits ou le trading, écrivez à support@example.com depuis l’adresse e-mail associée à votre compte, ou indiquez votre UID.',
        'Pour un dépôt ou un retrait, précisez la devise, le montant, l’heure et le hash de la transaction (TxID). N’indiquez jamais vos mots de passe ni vos codes de vérification : nous ne les demandons jamais.',
        'Nous répondons à chaque message dans l’ordre de réception.',
      ],
    },
    customer: {
      title: 'Service client',
      content: [
        'Le service client répond par e-mail à l’adresse support@example.com. Vous trouverez souvent une réponse plus rapidement dans le centre d’aide.',
        'Lorsque vous nous écrivez, indiquez votre UID, décrivez le problème et joignez des captures d’écran si elles sont utiles. Pour un dépôt ou un retrait, ajoutez le hash de la transaction (TxID).',
        'Le service client ne vous demandera jamais votre mot de passe de connexion, votre mot de passe des fonds ni vos codes de vérification, et ne vous demandera jamais d’envoyer des fonds à une quelconque adresse. Toute personne qui le fait n’appartient pas à la plateforme.',
      ],
    },
  },
};
