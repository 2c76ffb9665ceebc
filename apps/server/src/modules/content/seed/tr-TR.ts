import type { TContentSeed } from './structure.js';

/** Türkçe */
export const trTR: TContentSeed = {
  tabs: {
    'getting-started': 'Başlarken',
    'deposits-withdrawals': 'Para yatırma ve çekme',
    trading: 'İşlemler',
    'security-account': 'Güvenlik ve hesap',
  },
  articles: {
    'create-account': {
      title: 'Hesap oluşturma',
      summary: 'E-posta adresi veya telefon numarası ve davet koduyla kaydolun.',
      content: [
        'E-posta adresinizle ya da telefon numaranızla (alan kodu ve numara) kaydolabilirsiniz. Kayıt sayfasında yalnızca borsanın şu anda sunduğu yöntemler görünür.',
        'Kayıt için en az 3 karakterlik bir davet kodu gerekir. Bir davet bağlantısıyla geldiyseniz kod zaten doldurulmuştur.',
        'E-posta adresinize veya telefonunuza 6 haneli bir doğrulama kodu göndeririz. Kod 10 dakika geçerlidir ve 60 saniye sonra yenisini isteyebilirsiniz. 8-24 karakter uzunluğunda ve harfle başlayan bir giriş şifresi belirleyin. Kayıt tamamlandığında oturumunuz hemen açılır.',
      ],
    },
    'identity-verification': {
      title: 'Kimlik doğrulama (KYC)',
      summary: 'Kimliğinizi neden doğruladığımız ve neler göndermeniz gerektiği.',
      content: [
        'Borsanın diğer işlevlerini kullanabilmek için önce kimlik doğrulamayı (KYC) tamamlamanız gerekir. Kimlik doğrulama sizi ve diğer kullanıcıları dolandırıcılığa ve kara para aklamaya karşı korur.',
        'Kimlik doğrulama sayfasında adınızı, soyadınızı ve kimlik numaranızı kimlik belgenizde yazdığı şekilde girin, ardından belgenin ön ve arka yüzünün net fotoğraflarını yükleyin. Dört köşe de görünmeli ve yazılar okunabilir olmalıdır.',
        'Başvurunuz kontrol edilene kadar “inceleniyor”, onaylandıktan sonra “doğrulandı” olarak görünür. Doğrulanmış bilgiler değiştirilemez; bu nedenle göndermeden önce her şeyi dikkatlice kontrol edin.',
      ],
    },
    'coin-and-contract-accounts': {
      title: 'Spot hesap ve kontrat hesabı',
      summary: 'Her hesabın ne işe yaradığı ve hesaplar arasında nasıl transfer yapılacağı.',
      content: [
        'Varlıklarınız iki hesapta tutulur. Yatırdığınız tutarlar spot hesaba geçer; bu hesap spot işlemler, anında dönüşüm ve para çekme için kullanılır. Kontrat hesabı ise kontrat işlemleri için kullanılır.',
        'Hesaplar arasında fon aktarmak için Varlıklar bölümünü açın, Transfer’i seçin, para birimini ve yönü belirleyip tutarı girin (en az 0,00001). Kendi hesaplarınız arasındaki transferler anında gerçekleşir.',
        'Gerçekleşmemiş emirlerin veya incelemedeki çekimlerin tuttuğu fonlar gibi dondurulmuş tutarlar serbest bırakılana kadar transfer edilemez.',
      ],
    },
    deposit: {
      title: 'Nasıl para yatırılır?',
      summary: 'Yatırma adresi, ağ onayları ve en düşük yatırma tutarı.',
      content: [
        'Varlıklar bölümünü açın, Yatır’ı seçin ve para birimiyle ağı belirleyin. Adresi kopyalayın veya QR kodu tarayın; yalnızca o para birimini, yalnızca o ağ üzerinden gönderin. Başka bir ağ üzerinden veya yanlış adrese gönderilen varlıklar kalıcı olarak kaybolabilir.',
        'Yatırılan tutar 12 ağ onayından sonra hesabınıza geçer. Sayfa isterse transferinizin ekran görüntüsünü kanıt olarak yükleyin; bu, yatırma işlemini hesabınızla eşleştirmemize yardımcı olur.',
        'En düşük yatırma tutarı 1 USDT değerindedir. Daha küçük tutarlar hesaba geçmez ve iade edilemez.',
      ],
    },
    withdrawal: {
      title: 'Nasıl para çekilir?',
      summary: 'Kayıtlı adresler, ücretler, inceleme ve ödeme.',
      content: [
        'Önce alıcı adresi adres defterinize ekleyin; daha sonra tanıyabilmek için isterseniz bir not ekleyebilirsiniz. Ağı dikkatle kontrol edin: başka bir ağdaki adrese yapılan çekim geri alınamaz.',
        'Tutarı girin. Sayfada ücret, size gerçekten ulaşacak tutar ve tek seferlik çekim için en düşük ve en yüksek limit gösterilir. 6 haneli fon şifrenizle onaylayın.',
        'Her çekim ödenmeden önce incelenir ve inceleme süresince tutar dondurulur. Onaylanan çekim ağa gönderilir ve 12 ağ onayından sonra ulaşır. Reddedilirse dondurulan tutar kullanılabilir bakiyenize geri döner.',
      ],
    },
    'deposit-withdrawal-records': {
      title: 'Yatırma ve çekme kayıtları',
      summary: 'Bir kaydın durumunun ne anlama geldiği.',
      content: [
        'Her yatırma ve çekme işlemi kayıtlarınızda şu üç durumdan biriyle görünür: inceleme bekliyor, tamamlandı veya reddedildi.',
        '“İnceleme bekliyor”, talebin alındığı ve kontrol edildiği anlamına gelir. “Tamamlandı”, yatırılan tutarın hesaba geçtiği veya çekimin ödendiği anlamına gelir. “Reddedildi”, işlemin gerçekleştirilmediği anlamına gelir; çekimlerde dondurulan tutar kullanılabilir bakiyenize iade edilmiştir.',
        'Günlük veri bakımı 03:00-05:00 (UTC+0) arasında yapılır ve bu sürede işlemler daha yavaş olabilir. Bir kayıt beklenenden uzun süre beklemede kalırsa para birimi, tutar, saat ve işlem hash’i (TxID) ile müşteri hizmetlerine başvurun.',
      ],
    },
    'spot-orders': {
      title: 'Spot işlemler: limit ve piyasa emirleri',
      summary: 'Limit ve piyasa emirleriyle coin alıp satma.',
      content: [
        'Spot işlemde bir coini başka bir coinle takas edersiniz; örneğin USDT karşılığında BTC alıp satarsınız. Piyasa listesinden bir parite seçin, ardından alın veya satın.',
        'Limit emir (LMT) yalnızca belirlediğiniz fiyattan veya daha iyisinden gerçekleşir ve tamamen gerçekleşene ya da iptal edilene kadar emir defterinde bekler. Piyasa emri (MKT) emir defterindeki en iyi fiyatlardan hemen gerçekleşir; bu nedenle ortalama fiyat, gösterilen son fiyattan farklı olabilir.',
        'Gerçekleşmemiş bir emrin ihtiyaç duyduğu fonlar dondurulur. Gerçekleşmemiş bir emri “Açık emirler” bölümünden istediğiniz zaman iptal edebilirsiniz; gerçekleşmeyen kısım hemen serbest bırakılır. Tamamlanan ve iptal edilen emirler emir geçmişinizde görünür.',
      ],
    },
    'contract-trading': {
      title: 'Kontrat işlemleri',
      summary: 'Kaldıraç, zarar durdur, kâr al ve zarar riski.',
      content: [
        'Kontrat işlemlerinde, seçtiğiniz kaldıraç oranıyla fiyatın yükselmesi veya düşmesi yönünde pozisyon açarsınız. Kaldıraç kârı da zararı da aynı ölçüde büyütür: aleyhinize küçük bir hareket bile büyük bir zarara yol açabilir.',
        'Zarar durdur (stop loss) ve kâr al (take profit) seviyeleri belirleyebilirsiniz. Piyasa fiyatı bunlardan birine ulaştığında pozisyon otomatik olarak kapanır; pozisyonu istediğiniz zaman kendiniz de kapatabilirsiniz. Zarar teminatınıza ulaşırsa pozisyon tasfiye edilir ve teminat kaybedilir.',
        'Kâr ve zarar yalnızca kaydedilmiş piyasa fiyatlarından hesaplanır; borsadaki hiç kimse pozisyonunuza uygulanan fiyatı değiştiremez. Yalnızca kaybetmeyi göze alabileceğiniz parayla işlem yapın.',
      ],
    },
    'seconds-contracts': {
      title: 'Saniye kontratları',
      summary: 'Süreli yükseliş/düşüş kontratlarının nasıl sonuçlandırıldığı.',
      content: [
        'Saniye kontratı, fiyatın yönü üzerine açılan süreli bir emirdir. Bir süre, bir tutar ve yükseliş ya da düşüş seçersiniz. Her sürenin en düşük tutarı, getiri oranı ve ücreti emri açmadan önce gösterilir.',
        'Geri sayım bittiğinde kapanış fiyatı açılış fiyatıyla karşılaştırılır. Fiyat seçtiğiniz yönde hareket ettiyse emir kazanır ve gösterilen oranda ödeme yapılır; aksi hâlde emir kaybeder ve açılış tutarı kaybedilir.',
        'Sonuç yalnızca kaydedilmiş piyasa fiyatlarına bağlıdır ve hiç kimse onu belirleyemez veya değiştiremez. Saniye kontratları yüksek risklidir: tüm tutarınızı saniyeler içinde kaybedebilirsiniz.',
      ],
    },
    passwords: {
      title: 'Giriş şifresi ve fon şifresi',
      summary: 'İki şifre hesabınızı ve fonlarınızı korur.',
      content: [
        'Giriş şifresi hesabınıza girmenizi sağlar. 8-24 karakter uzunluğunda olmalı ve bir harfle başlamalıdır. Güvenlik merkezinde eski şifrenizle değiştirebilirsiniz; unuttuysanız “Şifremi unuttum” seçeneği ve bir doğrulama koduyla sıfırlayın.',
        'Fon şifresi, para çekme işlemlerini ve fon hareketi içeren diğer işlemleri onaylayan, ayrıca belirlenen 6 haneli bir sayıdır. Güvenlik merkezinde belirleyin; doğum tarihi veya 123456 gibi kolay dizilerden kaçının.',
        'İki şifreyi de asla kimseyle paylaşmayın. Borsa çalışanları sizden hiçbir zaman şifre istemez.',
      ],
    },
    'verification-codes': {
      title: 'Doğrulama kodları',
      summary: 'E-posta ve SMS kodlarının nasıl çalıştığı ve ne kadar geçerli olduğu.',
      content: [
        'Kaydolurken, şifrenizi sıfırlarken veya bir e-posta adresi ya da telefon numarası bağlarken 6 haneli bir doğrulama kodu alırsınız. Her kod 10 dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
        '60 saniye sonra yeni kod isteyebilirsiniz. 5 hatalı denemeden sonra kod geçersiz olur ve yeni bir kod istemeniz gerekir.',
        'Kod gelmezse spam klasörünüzü kontrol edin ve adresin veya numaranın doğru olduğundan emin olun. Borsa çalışanı olduğunu iddia edenler dahil, kodu asla kimseyle paylaşmayın.',
      ],
    },
    'account-safety': {
      title: 'Hesabınızı güvende tutma',
      summary: 'İkinci bir iletişim yöntemi bağlayın ve oltalama girişimlerini tanıyın.',
      content: [
        'Güvenlik merkezinde hem e-posta adresinizi hem de telefon numaranızı bağlayın; böylece birine erişiminizi kaybederseniz hesabınızı yine de kurtarabilirsiniz.',
        'Giriş yapmadan önce web sitesinin adresini kontrol edin ve uygulamaları yalnızca resmî kaynaklardan yükleyin. Borsa; e-posta, telefon veya sohbet yoluyla şifrelerinizi ya da doğrulama kodlarınızı asla istemez.',
        'Ortak kullanılan cihazlarda oturumu kapatın. Tanımadığınız bir işlem fark ederseniz giriş şifrenizi ve fon şifrenizi hemen değiştirin ve müşteri hizmetlerine başvurun.',
      ],
    },
  },
  pages: {
    us: {
      title: 'Hakkımızda',
      content: [
        'Borsamız, açık kaynaklı yazılım üzerine kurulmuş bir kripto varlık alım satım platformudur. Spot işlemler, anında dönüşüm, kontrat ve saniye kontratı işlemleri, fonlar ve yeni coin ön satışlarını 14 dilde sunar.',
        'Bir borsanın tasarımı gereği dürüst olması gerektiğine inanıyoruz. Fiyatlar ve hesaplaşmalar yalnızca kaydedilmiş piyasa verilerinden gelir, bakiyenizdeki her değişiklik gerekçesiyle birlikte kaydedilir ve her ürünün kuralları yardım merkezinde yayımlanır.',
        'Kripto varlık alım satımı risk içerir. Bilgiye dayalı karar verebilmeniz için her ürünün nasıl çalıştığını açıklıyoruz ve asla getiri vaat etmiyoruz.',
      ],
    },
    protocol: {
      title: 'Kullanıcı sözleşmesi',
      content: [
        'Bu sözleşme, web sitesini, uygulamaları veya hizmetlerden herhangi birini kullandığınızda sizinle borsanın işletmecisi arasında geçerlidir. Kaydolarak veya hizmetleri kullanarak bu sözleşmeyi kabul etmiş olursunuz. Kabul etmiyorsanız lütfen hizmetleri kullanmayın.',
        'Reşit olmanız ve ülkenizin yasalarına göre kripto varlık hizmetlerini kullanma izninizin bulunması gerekir. Doğru bilgi vermeli, istendiğinde kimlik doğrulamayı tamamlamalı ve şifrelerinizi ve doğrulama kodlarınızı gizli tutmalısınız. Hesabınızla yapılan her şeyden siz sorumlusunuz.',
        'Hizmetleri kara para aklama, dolandırıcılık, piyasa manipülasyonu veya başka herhangi bir yasa dışı amaç için kullanamaz, platforma saldıramaz veya platformu kötüye kullanamazsınız. Bu kuralları veya yasaları ihlal eden hesapları kısıtlayabilir ya da kapatabilir; kullanıcıları korumak veya yasalara uymak için bir çekimi erteleyebilir ya da reddedebiliriz.',
        'İşlem sonuçları piyasaya bağlıdır. Hiçbir kâr garanti etmeyiz; piyasa hareketlerinden, kendi kararlarınızdan veya girdiğiniz yanlış adres ya da ağlardan kaynaklanan zararlardan sorumlu değiliz.',
        'Bu sözleşmeyi güncelleyebiliriz. Önemli değişiklikler yürürlüğe girmeden önce platformda duyurulur; sonrasında hizmetleri kullanmaya devam ederseniz güncellenmiş sözleşmeyi kabul etmiş olursunuz.',
      ],
    },
    legal: {
      title: 'Yasal uyarı ve risk bildirimi',
      content: [
        'Kripto varlıkların fiyatı çok oynaktır: kısa sürede sert biçimde düşebilir, hatta sıfırlanabilir. Kontrat işlemleri kaldıraç kullanır; kaldıraç kazançları olduğu kadar zararları da büyütür ve pozisyon, teminatın kaybıyla tasfiye edilebilir. Bir saniye kontratında tutarın tamamı saniyeler içinde kaybedilebilir.',
        'Bu platformdaki hiçbir içerik yatırım, hukuk veya vergi tavsiyesi değildir. Coinler, fonlar ve ön satış projeleri hakkındaki bilgiler ihraççılarından veya kamuya açık kaynaklardan gelir ve doğruluğunu garanti edemeyiz. Geçmiş performans ve belirtilen oranlar gelecekteki getirilerin vaadi değildir.',
        'Kripto varlık hizmetleri her ülkede farklı şekilde düzenlenir ve bazı ülkelerde yasaktır. Bu hizmetleri kullanma izninizin olup olmadığını kontrol etmek ve kazançlarınızın vergilerini ödemek sizin sorumluluğunuzdadır.',
        'Hizmetler bakım, ağ yoğunluğu, blokzincir ağlarındaki arızalar veya kontrolümüz dışındaki diğer olaylar nedeniyle kesintiye uğrayabilir. Yasanın aksini öngördüğü durumlar dışında, bu tür olaylardan doğan zararlardan sorumlu değiliz.',
        'Platformun içeriği, tasarımı ve markaları izin alınmadan kopyalanamaz veya kullanılamaz.',
      ],
    },
    policy: {
      title: 'Gizlilik politikası',
      content: [
        'Yalnızca hesabınızı yürütmek ve yasal yükümlülüklerimizi yerine getirmek için gerekenleri toplarız: e-posta adresiniz veya telefon numaranız, kimlik bilgileriniz ve kimlik fotoğraflarınız, işlem ve giriş kayıtlarınız (IP adresi ve cihaz bilgileri dahil) ve müşteri hizmetlerine gönderdiğiniz mesajlar.',
        'Bu verileri hizmetleri sunmak ve güvenliğini sağlamak, kimliğinizi doğrulamak, dolandırıcılığı ve kara para aklamayı önlemek ve yasalara uymak için kullanırız. Kişisel verilerinizi satmayız.',
        'Verileri yalnızca platformu işletmemize yardımcı olan ve gizlilik yükümlülüğü altındaki hizmet sağlayıcılarla (örneğin e-posta ve SMS gönderimi) ve yasanın gerektirdiği durumlarda yetkili makamlarla paylaşırız.',
        'Şifreler yalnızca geri döndürülemez hash değerleri olarak saklanır ve kimlik belgelerine yalnızca ihtiyacı olan personel erişebilir. Verilerinizi hesabınız var olduğu sürece, sonrasında ise yasanın gerektirdiği süre boyunca saklarız.',
        'Yasanın izin verdiği ölçüde verilerinizi görmeyi, düzeltmeyi veya silmeyi talep edebilirsiniz; doğrulanmış kimlik bilgileri değiştirilemez. support@example.com adresine yazın.',
      ],
    },
    connect: {
      title: 'Bize ulaşın',
      content: [
        'Hesabınız, para yatırma, para çekme veya işlemlerle ilgili sorularınız için hesabınıza kayıtlı e-posta adresinden support@example.com adresine yazın ya da UID’nizi belirtin.',
        'Para yatırma veya çekme ile ilgili konularda para birimini, tutarı, saati ve işlem hash’ini (TxID) ekleyin. Şifrelerinizi veya doğrulama kodlarınızı asla yazmayın; bunları hiçbir zaman istemeyiz.',
        'Her mesajı geliş sırasına göre yanıtlarız.',
      ],
    },
    customer: {
      title: 'Müşteri hizmetleri',
      content: [
        'Müşteri hizmetleri support@example.com adresinden e-postayla yanıt verir. Birçok sorunun cevabını yardım merkezinde daha hızlı bulabilirsiniz.',
        'Bize yazarken UID’nizi belirtin, sorunu açıklayın ve faydalı olacaksa ekran görüntüleri ekleyin. Para yatırma veya çekme ile ilgili konularda işlem hash’ini (TxID) ekleyin.',
        'Müşteri hizmetleri giriş şifrenizi, fon şifrenizi veya doğrulama kodlarınızı asla istemez ve sizden herhangi bir adrese fon göndermenizi asla talep etmez. Bunu yapan kişi borsadan değildir.',
      ],
    },
  },
};
