import type { TLocale } from '@exchange/i18n';
import type { TLaunchText } from './launch-projects.js';

/**
 * The demo projects' texts in the 14 languages (demo mode only, seed-launchpad.ts): a summary and a
 * short roadshow each, and the token facts with labels in the reader's language. Names are brands
 * and stay as they are.
 */
type TLabels = { chain: string; supply: string; site: string };
type TDemoCopy = { labels: TLabels; projects: [summary: string, roadshow: string][] };

const COPY: Record<TLocale, TDemoCopy> = {
  'en-US': {
    labels: { chain: 'Chain', supply: 'Total supply', site: 'Website' },
    projects: [
      ['A settlement layer for cross-border payments.', 'Nova Pay settles payments between exchanges and merchants in seconds.\n\nThe token pays network fees and is staked by settlement nodes.'],
      ['Decentralised storage with proofs of retrieval.', 'Orbit Store keeps files on independent nodes that prove they can return them.\n\nThe token pays for storage and rewards the nodes.'],
      ['A game studio run by its players.', 'Luma Games publishes games whose players vote on what comes next.\n\nThe token is spent in the games and used to vote.'],
    ],
  },
  'de-DE': {
    labels: { chain: 'Blockchain', supply: 'Gesamtmenge', site: 'Website' },
    projects: [
      ['Eine Abwicklungsschicht für grenzüberschreitende Zahlungen.', 'Nova Pay wickelt Zahlungen zwischen Börsen und Händlern in Sekunden ab.\n\nDer Token bezahlt Netzwerkgebühren und wird von Abwicklungsknoten gestakt.'],
      ['Dezentraler Speicher mit Abrufnachweisen.', 'Orbit Store legt Dateien auf unabhängigen Knoten ab, die nachweisen, dass sie sie zurückgeben können.\n\nDer Token bezahlt den Speicher und belohnt die Knoten.'],
      ['Ein Spielestudio, das von seinen Spielern geführt wird.', 'Luma Games veröffentlicht Spiele, deren Spieler über die nächsten Schritte abstimmen.\n\nDer Token wird in den Spielen ausgegeben und zum Abstimmen verwendet.'],
    ],
  },
  'es-ES': {
    labels: { chain: 'Cadena', supply: 'Suministro total', site: 'Sitio web' },
    projects: [
      ['Una capa de liquidación para pagos internacionales.', 'Nova Pay liquida pagos entre exchanges y comercios en segundos.\n\nEl token paga las comisiones de la red y los nodos de liquidación lo bloquean en staking.'],
      ['Almacenamiento descentralizado con pruebas de recuperación.', 'Orbit Store guarda archivos en nodos independientes que demuestran que pueden devolverlos.\n\nEl token paga el almacenamiento y recompensa a los nodos.'],
      ['Un estudio de juegos dirigido por sus jugadores.', 'Luma Games publica juegos cuyos jugadores votan lo que viene después.\n\nEl token se gasta en los juegos y sirve para votar.'],
    ],
  },
  'fr-FR': {
    labels: { chain: 'Blockchain', supply: 'Offre totale', site: 'Site web' },
    projects: [
      ['Une couche de règlement pour les paiements transfrontaliers.', 'Nova Pay règle les paiements entre plateformes et commerçants en quelques secondes.\n\nLe jeton paie les frais du réseau et est mis en jeu par les nœuds de règlement.'],
      ['Un stockage décentralisé avec preuves de restitution.', 'Orbit Store conserve les fichiers sur des nœuds indépendants qui prouvent qu’ils peuvent les restituer.\n\nLe jeton paie le stockage et récompense les nœuds.'],
      ['Un studio de jeux dirigé par ses joueurs.', 'Luma Games publie des jeux dont les joueurs votent la suite.\n\nLe jeton se dépense dans les jeux et sert à voter.'],
    ],
  },
  'pt-PT': {
    labels: { chain: 'Rede', supply: 'Oferta total', site: 'Sítio web' },
    projects: [
      ['Uma camada de liquidação para pagamentos internacionais.', 'A Nova Pay liquida pagamentos entre bolsas e comerciantes em segundos.\n\nO token paga as taxas da rede e é colocado em staking pelos nós de liquidação.'],
      ['Armazenamento descentralizado com provas de recuperação.', 'A Orbit Store guarda ficheiros em nós independentes que provam conseguir devolvê-los.\n\nO token paga o armazenamento e recompensa os nós.'],
      ['Um estúdio de jogos gerido pelos seus jogadores.', 'A Luma Games publica jogos cujos jogadores votam no que vem a seguir.\n\nO token é gasto nos jogos e usado para votar.'],
    ],
  },
  'ru-RU': {
    labels: { chain: 'Блокчейн', supply: 'Общее предложение', site: 'Сайт' },
    projects: [
      ['Расчётный слой для трансграничных платежей.', 'Nova Pay проводит расчёты между биржами и продавцами за секунды.\n\nТокеном оплачиваются комиссии сети, расчётные узлы держат его в стейкинге.'],
      ['Децентрализованное хранилище с доказательствами выдачи.', 'Orbit Store хранит файлы на независимых узлах, которые доказывают, что могут их вернуть.\n\nТокеном оплачивается хранение и вознаграждаются узлы.'],
      ['Игровая студия, которой управляют игроки.', 'Luma Games выпускает игры, игроки которых голосуют за дальнейшее развитие.\n\nТокен тратится в играх и используется для голосования.'],
    ],
  },
  'tr-TR': {
    labels: { chain: 'Zincir', supply: 'Toplam arz', site: 'Web sitesi' },
    projects: [
      ['Sınır ötesi ödemeler için bir takas katmanı.', 'Nova Pay borsalar ve satıcılar arasındaki ödemeleri saniyeler içinde takas eder.\n\nToken ağ ücretlerini öder ve takas düğümleri tarafından stake edilir.'],
      ['Geri alma kanıtlı merkeziyetsiz depolama.', 'Orbit Store dosyaları, onları geri verebildiğini kanıtlayan bağımsız düğümlerde saklar.\n\nToken depolamayı öder ve düğümleri ödüllendirir.'],
      ['Oyuncularının yönettiği bir oyun stüdyosu.', 'Luma Games, oyuncularının sonraki adımlar için oy verdiği oyunlar yayımlar.\n\nToken oyunlarda harcanır ve oy vermek için kullanılır.'],
    ],
  },
  'ar-AE': {
    labels: { chain: 'السلسلة', supply: 'إجمالي المعروض', site: 'الموقع الإلكتروني' },
    projects: [
      ['طبقة تسوية للمدفوعات العابرة للحدود.', 'تسوّي Nova Pay المدفوعات بين المنصات والتجار خلال ثوانٍ.\n\nيُستخدم الرمز لدفع رسوم الشبكة وتُخزّنه عُقد التسوية.'],
      ['تخزين لامركزي مع إثباتات الاسترجاع.', 'يحفظ Orbit Store الملفات على عُقد مستقلة تُثبت قدرتها على إعادتها.\n\nيُستخدم الرمز لدفع ثمن التخزين ومكافأة العُقد.'],
      ['استوديو ألعاب يديره لاعبوه.', 'تنشر Luma Games ألعابًا يصوّت لاعبوها على ما يأتي بعدها.\n\nيُنفق الرمز داخل الألعاب ويُستخدم للتصويت.'],
    ],
  },
  hi: {
    labels: { chain: 'चेन', supply: 'कुल आपूर्ति', site: 'वेबसाइट' },
    projects: [
      ['सीमा-पार भुगतानों के लिए एक सेटलमेंट लेयर।', 'Nova Pay एक्सचेंजों और व्यापारियों के बीच भुगतान सेकंडों में सेटल करता है।\n\nटोकन से नेटवर्क शुल्क चुकाया जाता है और सेटलमेंट नोड इसे स्टेक करते हैं।'],
      ['रिट्रीवल प्रमाण के साथ विकेंद्रीकृत स्टोरेज।', 'Orbit Store फ़ाइलें स्वतंत्र नोड्स पर रखता है जो साबित करते हैं कि वे उन्हें लौटा सकते हैं।\n\nटोकन से स्टोरेज का भुगतान होता है और नोड्स को इनाम मिलता है।'],
      ['अपने खिलाड़ियों द्वारा चलाया जाने वाला गेम स्टूडियो।', 'Luma Games ऐसे गेम प्रकाशित करता है जिनके खिलाड़ी आगे क्या आएगा इस पर वोट करते हैं।\n\nटोकन गेम में खर्च होता है और वोट देने के लिए उपयोग होता है।'],
    ],
  },
  'ja-JP': {
    labels: { chain: 'チェーン', supply: '総供給量', site: 'ウェブサイト' },
    projects: [
      ['国際送金のための決済レイヤー。', 'Nova Pay は取引所と加盟店の間の支払いを数秒で決済します。\n\nトークンはネットワーク手数料の支払いに使われ、決済ノードがステークします。'],
      ['取り出し証明付きの分散型ストレージ。', 'Orbit Store はファイルを返せることを証明する独立したノードに保存します。\n\nトークンはストレージ料金の支払いとノードへの報酬に使われます。'],
      ['プレイヤーが運営するゲームスタジオ。', 'Luma Games はプレイヤーが次の展開を投票で決めるゲームを公開します。\n\nトークンはゲーム内で使われ、投票にも使われます。'],
    ],
  },
  'ko-KR': {
    labels: { chain: '체인', supply: '총 공급량', site: '웹사이트' },
    projects: [
      ['국경 간 결제를 위한 정산 레이어.', 'Nova Pay는 거래소와 가맹점 간 결제를 몇 초 만에 정산합니다.\n\n토큰은 네트워크 수수료 지불에 쓰이며 정산 노드가 스테이킹합니다.'],
      ['회수 증명을 갖춘 탈중앙화 스토리지.', 'Orbit Store는 파일을 돌려줄 수 있음을 증명하는 독립 노드에 보관합니다.\n\n토큰은 스토리지 비용을 지불하고 노드에 보상합니다.'],
      ['플레이어가 운영하는 게임 스튜디오.', 'Luma Games는 플레이어가 다음 내용을 투표로 정하는 게임을 출시합니다.\n\n토큰은 게임에서 사용되고 투표에 쓰입니다.'],
    ],
  },
  ms: {
    labels: { chain: 'Rantaian', supply: 'Jumlah bekalan', site: 'Laman web' },
    projects: [
      ['Lapisan penyelesaian untuk pembayaran rentas sempadan.', 'Nova Pay menyelesaikan pembayaran antara bursa dan peniaga dalam beberapa saat.\n\nToken membayar yuran rangkaian dan dipertaruhkan oleh nod penyelesaian.'],
      ['Storan terdesentralisasi dengan bukti pengambilan semula.', 'Orbit Store menyimpan fail pada nod bebas yang membuktikan mereka boleh memulangkannya.\n\nToken membayar storan dan memberi ganjaran kepada nod.'],
      ['Studio permainan yang dikendalikan oleh pemainnya.', 'Luma Games menerbitkan permainan yang pemainnya mengundi apa yang seterusnya.\n\nToken dibelanjakan dalam permainan dan digunakan untuk mengundi.'],
    ],
  },
  'zh-CN': {
    labels: { chain: '公链', supply: '总供应量', site: '官网' },
    projects: [
      ['面向跨境支付的结算层。', 'Nova Pay 在数秒内完成交易所与商户之间的支付结算。\n\n代币用于支付网络手续费，并由结算节点质押。'],
      ['带检索证明的去中心化存储。', 'Orbit Store 将文件存放在能够证明可取回文件的独立节点上。\n\n代币用于支付存储费用并奖励节点。'],
      ['由玩家运营的游戏工作室。', 'Luma Games 发行由玩家投票决定后续内容的游戏。\n\n代币可在游戏中消费，也用于投票。'],
    ],
  },
  'zh-CNT': {
    labels: { chain: '公鏈', supply: '總供應量', site: '官網' },
    projects: [
      ['面向跨境支付的結算層。', 'Nova Pay 在數秒內完成交易所與商戶之間的支付結算。\n\n代幣用於支付網路手續費，並由結算節點質押。'],
      ['帶檢索證明的去中心化儲存。', 'Orbit Store 將檔案存放在能夠證明可取回檔案的獨立節點上。\n\n代幣用於支付儲存費用並獎勵節點。'],
      ['由玩家營運的遊戲工作室。', 'Luma Games 發行由玩家投票決定後續內容的遊戲。\n\n代幣可在遊戲中消費，也用於投票。'],
    ],
  },
};

const NAMES = ['Nova Pay', 'Orbit Store', 'Luma Games'];
const SITES = ['https://novapay.example', 'https://orbitstore.example', 'https://lumagames.example'];

/** The texts of demo project `index` (0–2) in every language, its token facts filled in. */
export function demoTexts(index: number, supply: string): Record<TLocale, TLaunchText> {
  const out = {} as Record<TLocale, TLaunchText>;
  for (const [locale, copy] of Object.entries(COPY) as [TLocale, TDemoCopy][]) {
    const [summary, roadshow] = copy.projects[index];
    out[locale] = {
      name: NAMES[index],
      summary,
      roadshow,
      tokenInfo: [
        { label: copy.labels.chain, value: 'ERC20' },
        { label: copy.labels.supply, value: supply },
        { label: copy.labels.site, value: SITES[index] },
      ],
    };
  }
  return out;
}
