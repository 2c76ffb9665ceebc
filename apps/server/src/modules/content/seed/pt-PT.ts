import type { TContentSeed } from './structure.js';

/** Português (Portugal) */
export const ptPT: TContentSeed = {
  tabs: {
    'getting-started': 'Primeiros passos',
    'deposits-withdrawals': 'Depósitos e levantamentos',
    trading: 'Negociação',
    'security-account': 'Segurança e conta',
  },
  articles: {
    'create-account': {
      title: 'Criar uma conta',
      summary: 'Registe-se com um endereço de e-mail ou um número de telemóvel e um código de convite.',
      content: [
        'Pode registar-se com um endereço de e-mail ou com um número de telemóvel (indicativo e número). A página de registo mostra apenas os métodos que a plataforma disponibiliza neste momento.',
        'O registo requer um código de convite com pelo menos 3 caracteres. Se chegou através de uma ligação de convite, o código já está preenchido.',
        'Enviamos um código de verificação de 6 dígitos para o seu e-mail ou telemóvel. É válido durante 10 minutos e pode pedir um novo ao fim de 60 segundos. Escolha uma palavra-passe de início de sessão com 8 a 24 caracteres, começada por uma letra. Depois de concluir o registo, a sessão é iniciada de imediato.',
      ],
    },
    'identity-verification': {
      title: 'Verificação de identidade (KYC)',
      summary: 'Porque verificamos a sua identidade e o que precisa de enviar.',
      content: [
        'A verificação de identidade (KYC) é obrigatória antes de poder utilizar as restantes funcionalidades da plataforma. Protege-o a si e aos outros utilizadores contra a fraude e o branqueamento de capitais.',
        'Na página de verificação, introduza o seu nome completo e o número do documento de identificação exatamente como constam do documento e carregue fotografias nítidas da frente e do verso. Os quatro cantos devem estar visíveis e o texto deve ser legível.',
        'O pedido aparece como «em análise» até ser verificado e, depois, como «verificado». Os dados verificados não podem ser alterados, por isso confirme tudo com atenção antes de enviar.',
      ],
    },
    'coin-and-contract-accounts': {
      title: 'Conta spot e conta de contratos',
      summary: 'Para que serve cada conta e como transferir fundos entre elas.',
      content: [
        'Os seus ativos estão guardados em duas contas. A conta spot recebe os seus depósitos e é usada para negociação spot, conversão instantânea e levantamentos. A conta de contratos é usada para negociação de contratos.',
        'Para mover fundos entre elas, abra Ativos, escolha Transferir, selecione a moeda e o sentido da transferência e introduza o montante (mínimo de 0,00001). As transferências entre as suas próprias contas são imediatas.',
        'Os montantes congelados, como os fundos retidos por ordens por executar ou por levantamentos em análise, não podem ser transferidos até serem libertados.',
      ],
    },
    deposit: {
      title: 'Como depositar',
      summary: 'Endereço de depósito, confirmações de rede e depósito mínimo.',
      content: [
        'Abra Ativos, escolha Depositar e selecione a moeda e a rede. Copie o endereço ou leia o código QR e envie apenas essa moeda, através dessa rede. Os ativos enviados através de outra rede ou para um endereço errado podem perder-se definitivamente.',
        'O depósito é creditado após 12 confirmações de rede. Se a página o pedir, carregue uma captura de ecrã da transferência como comprovativo; ajuda-nos a associar o depósito à sua conta.',
        'O depósito mínimo equivale a 1 USDT. Um depósito inferior não é creditado e não pode ser reembolsado.',
      ],
    },
    withdrawal: {
      title: 'Como levantar fundos',
      summary: 'Endereços guardados, comissões, análise e pagamento.',
      content: [
        'Comece por adicionar o endereço de destino ao seu livro de endereços, com uma nota se quiser, para o reconhecer mais tarde. Verifique a rede com cuidado: um levantamento para um endereço de outra rede não pode ser recuperado.',
        'Introduza o montante. A página mostra a comissão, o montante que vai efetivamente receber e os limites mínimo e máximo por levantamento. Confirme com a sua palavra-passe de fundos de 6 dígitos.',
        'Todos os levantamentos são analisados antes de serem pagos e o montante fica congelado durante a análise. Depois de aprovado, o levantamento é enviado para a rede e chega após 12 confirmações de rede. Se for rejeitado, o montante congelado regressa ao seu saldo disponível.',
      ],
    },
    'deposit-withdrawal-records': {
      title: 'Histórico de depósitos e levantamentos',
      summary: 'O que significa o estado de cada registo.',
      content: [
        'Cada depósito e cada levantamento aparece no seu histórico com um de três estados: pendente de análise, concluído ou rejeitado.',
        '«Pendente de análise» significa que recebemos o pedido e que o estamos a verificar. «Concluído» significa que o depósito foi creditado ou que o levantamento foi pago. «Rejeitado» significa que não foi processado; no caso de um levantamento, o montante congelado foi devolvido ao seu saldo disponível.',
        'A manutenção diária de dados decorre entre as 03:00 e as 05:00 (UTC+0) e, nesse período, o processamento pode ser mais lento. Se um registo ficar pendente mais tempo do que o esperado, contacte o apoio ao cliente indicando a moeda, o montante, a hora e o hash da transação (TxID).',
      ],
    },
    'spot-orders': {
      title: 'Negociação spot: ordens limitadas e ordens de mercado',
      summary: 'Compre e venda criptomoedas com ordens limitadas e de mercado.',
      content: [
        'A negociação spot consiste em trocar uma criptomoeda por outra, por exemplo BTC por USDT. Escolha um par na lista de mercados e depois compre ou venda.',
        'Uma ordem limitada (LMT) só é executada ao preço que definir ou a um preço melhor, e fica no livro de ordens até ser totalmente executada ou cancelada. Uma ordem de mercado (MKT) é executada de imediato aos melhores preços do livro de ordens, pelo que o preço médio pode ser diferente do último preço apresentado.',
        'Os fundos de que uma ordem por executar necessita ficam congelados. Pode cancelar uma ordem por executar a qualquer momento em «Ordens atuais», e a parte não executada é libertada de imediato. As ordens concluídas e canceladas aparecem no seu histórico de ordens.',
      ],
    },
    'contract-trading': {
      title: 'Negociação de contratos',
      summary: 'Alavancagem, stop loss, take profit e risco de perda.',
      content: [
        'Na negociação de contratos, abre uma posição na subida ou na descida do preço, com a alavancagem que escolher. A alavancagem multiplica tanto os ganhos como as perdas: um pequeno movimento contrário pode causar uma perda elevada.',
        'Pode definir um stop loss e um take profit. A posição é fechada automaticamente quando o preço de mercado atinge qualquer um deles, e pode fechá-la a qualquer momento. Se a perda atingir a sua margem, a posição é liquidada e a margem perde-se.',
        'Os lucros e as perdas são calculados apenas com base nos preços de mercado registados; ninguém na plataforma pode alterar o preço aplicado à sua posição. Negocie apenas com montantes que pode dar-se ao luxo de perder.',
      ],
    },
    'seconds-contracts': {
      title: 'Contratos por segundos',
      summary: 'Como são liquidados os contratos de duração fixa na subida ou na descida.',
      content: [
        'Um contrato por segundos é uma ordem de duração fixa sobre a direção do preço. Escolhe uma duração, um montante e se o preço vai subir ou descer. O montante mínimo, a taxa de retorno e a comissão de cada duração são apresentados antes de abrir a ordem.',
        'Quando a contagem decrescente termina, o preço final é comparado com o preço de abertura. Se o preço se moveu na direção escolhida, a ordem ganha e é paga à taxa apresentada; caso contrário, perde e o montante investido perde-se.',
        'O resultado depende apenas dos preços de mercado registados e ninguém o pode definir ou alterar. Os contratos por segundos são de risco elevado: pode perder todo o montante investido em segundos.',
      ],
    },
    passwords: {
      title: 'Palavra-passe de início de sessão e palavra-passe de fundos',
      summary: 'Duas palavras-passe protegem a sua conta e os seus fundos.',
      content: [
        'A palavra-passe de início de sessão dá acesso à sua conta. Deve ter entre 8 e 24 caracteres e começar por uma letra. Pode alterá-la no centro de segurança com a palavra-passe antiga; se a esqueceu, redefina-a através de «Esqueceu-se da palavra-passe?» e de um código de verificação.',
        'A palavra-passe de fundos é um número separado de 6 dígitos que confirma levantamentos e outras operações que movimentam fundos. Defina-a no centro de segurança e evite datas de nascimento e sequências fáceis como 123456.',
        'Nunca revele nenhuma das palavras-passe a ninguém. A equipa da plataforma nunca lhas pedirá.',
      ],
    },
    'verification-codes': {
      title: 'Códigos de verificação',
      summary: 'Como funcionam os códigos por e-mail e SMS e durante quanto tempo são válidos.',
      content: [
        'Para se registar, redefinir a palavra-passe ou associar um endereço de e-mail ou número de telemóvel, recebe um código de verificação de 6 dígitos. Cada código é válido durante 10 minutos e só pode ser usado uma vez.',
        'Pode pedir um novo código ao fim de 60 segundos. Após 5 tentativas erradas, o código deixa de funcionar e tem de pedir um novo.',
        'Se o código não chegar, verifique a pasta de spam e confirme que o endereço ou o número estão corretos. Nunca partilhe um código com ninguém, incluindo pessoas que afirmem trabalhar para a plataforma.',
      ],
    },
    'account-safety': {
      title: 'Manter a sua conta segura',
      summary: 'Associe um segundo contacto e aprenda a reconhecer o phishing.',
      content: [
        'Associe um endereço de e-mail e um número de telemóvel no centro de segurança, para poder recuperar a conta se perder o acesso a um deles.',
        'Confirme o endereço do site antes de iniciar sessão e instale aplicações apenas a partir de fontes oficiais. A plataforma nunca pede as suas palavras-passe nem os seus códigos de verificação, seja por e-mail, telefone ou chat.',
        'Termine sessão em dispositivos partilhados. Se notar atividade que não reconhece, altere de imediato a palavra-passe de início de sessão e a palavra-passe de fundos e contacte o apoio ao cliente.',
      ],
    },
  },
  pages: {
    us: {
      title: 'Sobre nós',
      content: [
        'Somos uma plataforma de negociação de criptoativos construída com software de código aberto. Disponibilizamos negociação spot, conversão instantânea, negociação de contratos e de contratos por segundos, fundos e subscrições de novas moedas, em 14 línguas.',
        'Acreditamos que uma plataforma de negociação deve ser honesta desde a conceção. Os preços e as liquidações resultam apenas de dados de mercado registados, cada alteração ao seu saldo fica registada com o respetivo motivo e as regras de cada produto estão publicadas no centro de ajuda.',
        'A negociação de criptoativos envolve risco. Explicamos como funciona cada produto para que possa decidir com toda a informação, e nunca prometemos rendimentos.',
      ],
    },
    protocol: {
      title: 'Acordo de utilizador',
      content: [
        'Este acordo aplica-se entre si e o operador da plataforma sempre que utilizar o site, as aplicações ou qualquer um dos serviços. Ao registar-se ou utilizar os serviços, aceita-o. Se não concordar, não utilize os serviços.',
        'Tem de ser maior de idade e estar autorizado pela lei do seu país a utilizar serviços de criptoativos. Deve prestar informações verdadeiras, concluir a verificação de identidade quando lhe for pedido e manter em segredo as suas palavras-passe e códigos de verificação. É responsável por tudo o que for feito com a sua conta.',
        'Não pode utilizar os serviços para branqueamento de capitais, fraude, manipulação de mercado ou qualquer outro fim ilícito, nem atacar ou utilizar indevidamente a plataforma. Podemos restringir ou encerrar contas que violem estas regras ou a lei, e atrasar ou recusar um levantamento para proteger os utilizadores ou cumprir a lei.',
        'Os resultados da negociação dependem do mercado. Não garantimos qualquer lucro e não somos responsáveis por perdas causadas por movimentos do mercado, pelas suas próprias decisões ou por endereços ou redes errados que introduza.',
        'Podemos atualizar este acordo. As alterações importantes são anunciadas na plataforma antes de entrarem em vigor; se continuar a utilizar os serviços depois disso, aceita o acordo atualizado.',
      ],
    },
    legal: {
      title: 'Aviso legal e divulgação de riscos',
      content: [
        'Os criptoativos são muito voláteis: o seu preço pode cair acentuadamente, até zero, em pouco tempo. A negociação de contratos utiliza alavancagem, que amplia tanto as perdas como os ganhos, e uma posição pode ser liquidada com a perda da respetiva margem. Um contrato por segundos pode perder a totalidade do montante em segundos.',
        'Nada nesta plataforma constitui aconselhamento de investimento, jurídico ou fiscal. As informações sobre moedas, fundos e projetos de subscrição provêm dos respetivos emitentes ou de fontes públicas, e não podemos garantir a sua exatidão. Os resultados passados e as taxas indicadas não garantem rendimentos futuros.',
        'Os serviços de criptoativos são regulados de forma diferente em cada país e são proibidos em alguns. Cabe-lhe a si confirmar que os pode utilizar e pagar os impostos devidos sobre os seus ganhos.',
        'Os serviços podem ser interrompidos por manutenção, congestionamento da rede, falhas das redes blockchain ou outros acontecimentos fora do nosso controlo. Salvo disposição legal em contrário, não somos responsáveis por perdas resultantes desses acontecimentos.',
        'O conteúdo, o design e as marcas da plataforma não podem ser copiados nem utilizados sem autorização.',
      ],
    },
    policy: {
      title: 'Política de privacidade',
      content: [
        'Recolhemos apenas o necessário para gerir a sua conta e cumprir as nossas obrigações legais: o seu endereço de e-mail ou número de telemóvel, os seus dados de identidade e fotografias do documento de identificação, os seus registos de transações e de início de sessão (incluindo endereço IP e informações do dispositivo) e as mensagens que envia ao apoio ao cliente.',
        'Utilizamos estes dados para prestar e proteger os serviços, verificar a sua identidade, prevenir a fraude e o branqueamento de capitais e cumprir a lei. Não vendemos os seus dados pessoais.',
        'Só partilhamos dados com prestadores de serviços que nos ajudam a gerir a plataforma, como o envio de e-mails e SMS, sujeitos a obrigações de confidencialidade, e com as autoridades quando a lei o exige.',
        'As palavras-passe são guardadas apenas como hashes irreversíveis, e o acesso aos documentos de identificação está limitado à equipa que dele precisa. Conservamos os seus dados enquanto a sua conta existir e, depois, durante o período exigido por lei.',
        'Pode pedir para consultar, corrigir ou apagar os seus dados dentro dos limites da lei; os dados de identidade verificados não podem ser alterados. Escreva para support@example.com.',
      ],
    },
    connect: {
      title: 'Contacte-nos',
      content: [
        'Para questões sobre a sua conta, depósitos, levantamentos ou negociação, escreva para support@example.com a partir do endereço de e-mail registado na sua conta, ou indique o seu UID.',
        'No caso de um depósito ou levantamento, indique a moeda, o montante, a hora e o hash da transação (TxID). Nunca inclua as suas palavras-passe nem códigos de verificação: nunca lhos pediremos.',
        'Respondemos a todas as mensagens pela ordem de chegada.',
      ],
    },
    customer: {
      title: 'Apoio ao cliente',
      content: [
        'O apoio ao cliente responde por e-mail através de support@example.com. Muitas dúvidas têm resposta mais rápida no centro de ajuda.',
        'Quando nos escrever, indique o seu UID, descreva o problema e anexe capturas de ecrã se forem úteis. No caso de um depósito ou levantamento, inclua o hash da transação (TxID).',
        'O apoio ao cliente nunca lhe pedirá a palavra-passe de início de sessão, a palavra-passe de fundos ou códigos de verificação, nem lhe pedirá que envie fundos para qualquer endereço. Quem o fizer não pertence à plataforma.',
      ],
    },
  },
};
