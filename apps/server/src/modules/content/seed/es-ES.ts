import type { TContentSeed } from './structure.js';

/** Español (España) */
export const esES: TContentSeed = {
  tabs: {
    'getting-started': 'Primeros pasos',
    'deposits-withdrawals': 'Depósitos y retiradas',
    trading: 'Trading',
    'security-account': 'Seguridad y cuenta',
  },
  articles: {
    'create-account': {
      title: 'Crear una cuenta',
      summary: 'Regístrese con un correo electrónico o un número de teléfono y un código de invitación.',
      content: [
        'Puede registrarse con una dirección de correo electrónico o con un número de teléfono (prefijo y número). La página de registro solo muestra los métodos que la plataforma ofrece en este momento.',
        'Para registrarse necesita un código de invitación de al menos 3 caracteres. Si ha llegado a través de un enlace de invitación, el código ya estará rellenado.',
        'Le enviaremos un código de verificación de 6 dígitos a su correo o a su teléfono. Es válido durante 10 minutos y puede solicitar otro pasados 60 segundos. Elija una contraseña de acceso de 8 a 24 caracteres que empiece por una letra. Una vez registrado, iniciará sesión automáticamente.',
      ],
    },
    'identity-verification': {
      title: 'Verificación de identidad (KYC)',
      summary: 'Por qué verificamos su identidad y qué debe enviar.',
      content: [
        'La verificación de identidad (KYC) es obligatoria antes de poder usar el resto de funciones de la plataforma. Le protege a usted y a los demás usuarios frente al fraude y el blanqueo de capitales.',
        'En la página de verificación, introduzca su nombre completo y el número de su documento de identidad tal como aparecen en él, y suba fotos nítidas del anverso y del reverso. Deben verse las cuatro esquinas y el texto debe ser legible.',
        'Su solicitud figurará como «en revisión» hasta que se compruebe y, después, como «verificada». Los datos verificados no se pueden modificar, así que revíselos con atención antes de enviarlos.',
      ],
    },
    'coin-and-contract-accounts': {
      title: 'Cuenta spot y cuenta de contratos',
      summary: 'Para qué sirve cada cuenta y cómo transferir fondos entre ellas.',
      content: [
        'Sus activos se guardan en dos cuentas. La cuenta spot recibe sus depósitos y se usa para el trading spot, la conversión instantánea y las retiradas. La cuenta de contratos se usa para operar con contratos.',
        'Para mover fondos entre ellas, abra Activos, elija Transferir, seleccione la moneda y la dirección de la transferencia e introduzca el importe (mínimo 0,00001). Las transferencias entre sus propias cuentas son inmediatas.',
        'Los importes congelados, como los fondos reservados por órdenes pendientes o por retiradas en revisión, no se pueden transferir hasta que se liberen.',
      ],
    },
    deposit: {
      title: 'Cómo depositar',
      summary: 'Dirección de depósito, confirmaciones de red y depósito mínimo.',
      content: [
        'Abra Activos, elija Depositar y seleccione la moneda y la red. Copie la dirección o escanee el código QR, y envíe únicamente esa moneda a través de esa red. Los activos enviados por otra red o a una dirección equivocada pueden perderse para siempre.',
        'El depósito se abona tras 12 confirmaciones de red. Si la página lo solicita, suba una captura de pantalla de la transferencia como justificante; nos ayuda a asociar el depósito a su cuenta.',
        'El depósito mínimo equivale a 1 USDT. Los depósitos inferiores no se abonan y no se pueden reembolsar.',
      ],
    },
    withdrawal: {
      title: 'Cómo retirar fondos',
      summary: 'Direcciones guardadas, comisiones, revisión y pago.',
      content: [
        'Primero añada la dirección de destino a su libreta de direcciones, con una nota si lo desea, para reconocerla más adelante. Compruebe bien la red: una retirada a una dirección de otra red no se puede recuperar.',
        'Introduzca el importe. La página muestra la comisión, el importe que recibirá realmente y los límites mínimo y máximo por retirada. Confirme con su contraseña de fondos de 6 dígitos.',
        'Todas las retiradas se revisan antes de pagarse y, durante la revisión, el importe permanece congelado. Una vez aprobada, la retirada se envía a la red y llega tras 12 confirmaciones de red. Si se rechaza, el importe congelado vuelve a su saldo disponible.',
      ],
    },
    'deposit-withdrawal-records': {
      title: 'Historial de depósitos y retiradas',
      summary: 'Qué significa el estado de cada registro.',
      content: [
        'Cada depósito y cada retirada aparece en su historial con uno de estos tres estados: pendiente de revisión, completado o rechazado.',
        '«Pendiente de revisión» significa que hemos recibido la solicitud y la estamos comprobando. «Completado» significa que el depósito se ha abonado o que la retirada se ha pagado. «Rechazado» significa que no se ha procesado; en el caso de una retirada, el importe congelado se ha devuelto a su saldo disponible.',
        'El mantenimiento diario de datos se realiza de 03:00 a 05:00 (UTC+0) y en ese horario el procesamiento puede ser más lento. Si un registro sigue pendiente más tiempo de lo previsto, contacte con atención al cliente indicando la moneda, el importe, la hora y el hash de la transacción (TxID).',
      ],
    },
    'spot-orders': {
      title: 'Trading spot: órdenes limitadas y de mercado',
      summary: 'Compre y venda criptomonedas con órdenes limitadas y de mercado.',
      content: [
        'El trading spot consiste en cambiar una criptomoneda por otra, por ejemplo BTC por USDT. Elija un par en la lista de mercados y, a continuación, compre o venda.',
        'Una orden limitada (LMT) solo se ejecuta al precio que usted fija o a uno mejor, y permanece en el libro de órdenes hasta que se ejecuta por completo o se cancela. Una orden de mercado (MKT) se ejecuta al instante a los mejores precios del libro, por lo que el precio medio puede diferir del último precio mostrado.',
        'Los fondos que necesita una orden pendiente quedan congelados. Puede cancelar una orden pendiente en cualquier momento desde «Órdenes actuales», y la parte no ejecutada se libera de inmediato. Las órdenes completadas y canceladas aparecen en su historial de órdenes.',
      ],
    },
    'contract-trading': {
      title: 'Trading de contratos',
      summary: 'Apalancamiento, stop loss, take profit y riesgo de pérdida.',
      content: [
        'En el trading de contratos usted abre una posición al alza o a la baja del precio, con el apalancamiento que elija. El apalancamiento multiplica tanto las ganancias como las pérdidas: un pequeño movimiento en contra puede causar una gran pérdida.',
        'Puede fijar un stop loss y un take profit. La posición se cierra automáticamente cuando el precio de mercado alcanza cualquiera de los dos, y usted puede cerrarla en cualquier momento. Si la pérdida alcanza su margen, la posición se liquida y el margen se pierde.',
        'Las ganancias y pérdidas se calculan únicamente con los precios de mercado registrados; nadie en la plataforma puede cambiar el precio que se aplica a su posición. Opere solo con dinero que pueda permitirse perder.',
      ],
    },
    'seconds-contracts': {
      title: 'Contratos por segundos',
      summary: 'Cómo se liquidan los contratos de duración fija al alza o a la baja.',
      content: [
        'Un contrato por segundos es una orden de duración fija sobre la dirección del precio. Usted elige una duración, un importe y si el precio subirá o bajará. El importe mínimo, la tasa de rentabilidad y la comisión de cada duración se muestran antes de abrir la orden.',
        'Al terminar la cuenta atrás, el precio final se compara con el precio de apertura. Si el precio se ha movido en la dirección elegida, la orden gana y se paga según la tasa mostrada; de lo contrario, pierde y se pierde el importe invertido.',
        'El resultado depende únicamente de los precios de mercado registrados y nadie puede fijarlo ni modificarlo. Los contratos por segundos son de alto riesgo: puede perder todo lo invertido en cuestión de segundos.',
      ],
    },
    passwords: {
      title: 'Contraseña de acceso y contraseña de fondos',
      summary: 'Dos contraseñas protegen su cuenta y sus fondos.',
      content: [
        'La contraseña de acceso abre su cuenta. Debe tener entre 8 y 24 caracteres y empezar por una letra. Puede cambiarla en el centro de seguridad con su contraseña anterior; si la ha olvidado, restablézcala con «¿Ha olvidado su contraseña?» y un código de verificación.',
        'La contraseña de fondos es un número aparte de 6 dígitos que confirma las retiradas y otras operaciones que mueven fondos. Configúrela en el centro de seguridad y evite fechas de nacimiento y secuencias sencillas como 123456.',
        'No comunique nunca ninguna de las dos contraseñas. El personal de la plataforma nunca se las pedirá.',
      ],
    },
    'verification-codes': {
      title: 'Códigos de verificación',
      summary: 'Cómo funcionan los códigos por correo y SMS y cuánto tiempo son válidos.',
      content: [
        'Para registrarse, restablecer la contraseña o vincular un correo electrónico o un número de teléfono, recibirá un código de verificación de 6 dígitos. Cada código es válido durante 10 minutos y solo puede usarse una vez.',
        'Puede solicitar un código nuevo pasados 60 segundos. Tras 5 intentos fallidos, el código deja de funcionar y tendrá que solicitar otro.',
        'Si no recibe el código, revise la carpeta de correo no deseado y compruebe que la dirección o el número sean correctos. No comparta nunca un código con nadie, ni siquiera con quien afirme trabajar para la plataforma.',
      ],
    },
    'account-safety': {
      title: 'Cómo proteger su cuenta',
      summary: 'Vincule un segundo medio de contacto y aprenda a reconocer el phishing.',
      content: [
        'Vincule tanto un correo electrónico como un número de teléfono en el centro de seguridad, para poder recuperar su cuenta si pierde el acceso a uno de ellos.',
        'Compruebe la dirección del sitio web antes de iniciar sesión e instale aplicaciones solo desde fuentes oficiales. La plataforma nunca le pedirá sus contraseñas ni sus códigos de verificación, ni por correo, ni por teléfono, ni por chat.',
        'Cierre sesión en los dispositivos compartidos. Si detecta actividad que no reconoce, cambie de inmediato su contraseña de acceso y su contraseña de fondos y contacte con atención al cliente.',
      ],
    },
  },
  pages: {
    us: {
      title: 'Quiénes somos',
      content: [
        'Somos una plataforma de intercambio de criptoactivos basada en software de código abierto. Ofrecemos trading spot, conversión instantánea, trading de contratos y de contratos por segundos, fondos y suscripciones de nuevas monedas, en 14 idiomas.',
        'Creemos que una plataforma de intercambio debe ser honesta desde su diseño. Los precios y las liquidaciones proceden únicamente de datos de mercado registrados, cada cambio en su saldo queda registrado con su motivo y las reglas de cada producto se publican en el centro de ayuda.',
        'Operar con criptoactivos conlleva riesgos. Explicamos cómo funciona cada producto para que pueda decidir con toda la información, y nunca prometemos rentabilidades.',
      ],
    },
    protocol: {
      title: 'Acuerdo de usuario',
      content: [
        'Este acuerdo se aplica entre usted y el operador de la plataforma siempre que utilice el sitio web, las aplicaciones o cualquiera de los servicios. Al registrarse o usar los servicios, lo acepta. Si no está de acuerdo, no utilice los servicios.',
        'Debe ser mayor de edad y estar autorizado por las leyes de su país para usar servicios de criptoactivos. Debe facilitar información veraz, completar la verificación de identidad cuando se le solicite y mantener en secreto sus contraseñas y códigos de verificación. Usted es responsable de todo lo que se haga con su cuenta.',
        'No puede utilizar los servicios para el blanqueo de capitales, el fraude, la manipulación del mercado ni ningún otro fin ilícito, ni atacar la plataforma o hacer un uso indebido de ella. Podemos restringir o cerrar las cuentas que incumplan estas normas o la ley, y retrasar o denegar una retirada para proteger a los usuarios o cumplir la ley.',
        'Los resultados del trading dependen del mercado. No garantizamos ningún beneficio y no somos responsables de las pérdidas causadas por los movimientos del mercado, por sus propias decisiones o por direcciones o redes erróneas que usted introduzca.',
        'Podemos actualizar este acuerdo. Los cambios importantes se anuncian en la plataforma antes de entrar en vigor; si sigue usando los servicios después, acepta el acuerdo actualizado.',
      ],
    },
    legal: {
      title: 'Aviso legal y advertencia de riesgos',
      content: [
        'Los criptoactivos son muy volátiles: su precio puede caer bruscamente, incluso hasta cero, en poco tiempo. El trading de contratos utiliza apalancamiento, que amplifica tanto las pérdidas como las ganancias, y una posición puede liquidarse con la pérdida de su margen. Un contrato por segundos puede perder todo su importe en segundos.',
        'Nada de lo que aparece en esta plataforma constituye asesoramiento de inversión, jurídico o fiscal. La información sobre monedas, fondos y proyectos de suscripción procede de sus emisores o de fuentes públicas, y no podemos garantizar su exactitud. Las rentabilidades pasadas y las tasas indicadas no garantizan rendimientos futuros.',
        'Los servicios de criptoactivos se regulan de forma distinta en cada país y en algunos están prohibidos. Usted es responsable de comprobar que puede utilizarlos y de pagar los impuestos que correspondan por sus ganancias.',
        'Los servicios pueden interrumpirse por mantenimiento, congestión de la red, fallos de las redes blockchain u otros hechos ajenos a nuestro control. Salvo que la ley disponga otra cosa, no somos responsables de las pérdidas derivadas de tales hechos.',
        'El contenido, el diseño y las marcas de la plataforma no pueden copiarse ni utilizarse sin autorización.',
      ],
    },
    policy: {
      title: 'Política de privacidad',
      content: [
        'Solo recogemos lo necesario para gestionar su cuenta y cumplir nuestras obligaciones legales: su correo electrónico o número de teléfono, sus datos de identidad y las fotos de su documento, sus registros de operaciones y de acceso (incluidas la dirección IP y la información del dispositivo) y los mensajes que envíe a atención al cliente.',
        'Utilizamos estos datos para prestar los servicios y mantenerlos seguros, verificar su identidad, prevenir el fraude y el blanqueo de capitales, y cumplir la ley. No vendemos sus datos personales.',
        'Solo compartimos datos con los proveedores que nos ayudan a gestionar la plataforma, como el envío de correos electrónicos y SMS, sujetos a obligaciones de confidencialidad, y con las autoridades cuando la ley lo exige.',
        'Las contraseñas se guardan únicamente como hashes irreversibles, y el acceso a los documentos de identidad se limita al personal que lo necesita. Conservamos sus datos mientras exista su cuenta y, después, durante el tiempo que exija la ley.',
        'Puede solicitar el acceso, la rectificación o la supresión de sus datos dentro de los límites de la ley; los datos de identidad verificados no pueden modificarse. Escriba a support@example.com.',
      ],
    },
    connect: {
      title: 'Contacto',
      content: [
        'Si tiene preguntas sobre su cuenta, sus depósitos, sus retiradas o el trading, escriba a support@example.com desde el correo electrónico registrado en su cuenta, o indique su UID.',
        'Si se trata de un depósito o una retirada, incluya la moneda, el importe, la hora y el hash de la transacción (TxID). No incluya nunca sus contraseñas ni sus códigos de verificación: nunca se los pediremos.',
        'Respondemos a todos los mensajes por orden de llegada.',
      ],
    },
    customer: {
      title: 'Atención al cliente',
      content: [
        'El servicio de atención al cliente responde por correo electrónico en support@example.com. Muchas preguntas se resuelven antes en el centro de ayuda.',
        'Cuando nos escriba, indique su UID, describa el problema y adjunte capturas de pantalla si son útiles. Si se trata de un depósito o una retirada, incluya el hash de la transacción (TxID).',
        'Atención al cliente nunca le pedirá su contraseña de acceso, su contraseña de fondos ni sus códigos de verificación, ni le pedirá que envíe fondos a ninguna dirección. Quien lo haga no pertenece a la plataforma.',
      ],
    },
  },
};
