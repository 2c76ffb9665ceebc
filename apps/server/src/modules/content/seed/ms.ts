import type { TContentSeed } from './structure.js';

/** Bahasa Melayu */
export const ms: TContentSeed = {
  tabs: {
    'getting-started': 'Bermula',
    'deposits-withdrawals': 'Deposit dan pengeluaran',
    trading: 'Dagangan',
    'security-account': 'Keselamatan dan akaun',
  },
  articles: {
    'create-account': {
      title: 'Membuka akaun',
      summary: 'Daftar dengan alamat e-mel atau nombor telefon dan kod jemputan.',
      content: [
        'Anda boleh mendaftar dengan alamat e-mel atau nombor telefon (kod negara dan nombor). Halaman pendaftaran hanya memaparkan kaedah yang ditawarkan oleh bursa pada masa ini.',
        'Pendaftaran memerlukan kod jemputan sekurang-kurangnya 3 aksara. Jika anda datang melalui pautan jemputan, kod tersebut sudah diisi.',
        'Kami akan menghantar kod pengesahan 6 digit ke e-mel atau telefon anda. Kod ini sah selama 10 minit dan anda boleh meminta kod baharu selepas 60 saat. Pilih kata laluan log masuk sepanjang 8 hingga 24 aksara yang bermula dengan huruf. Selepas berdaftar, anda akan terus dilog masuk.',
      ],
    },
    'identity-verification': {
      title: 'Pengesahan identiti (KYC)',
      summary: 'Mengapa kami mengesahkan identiti anda dan apa yang perlu dihantar.',
      content: [
        'Pengesahan identiti (KYC) wajib dilengkapkan sebelum anda boleh menggunakan fungsi lain di bursa. Ia melindungi anda dan pengguna lain daripada penipuan dan pengubahan wang haram.',
        'Di halaman pengesahan identiti, masukkan nama penuh dan nombor dokumen pengenalan anda tepat seperti yang tertera pada dokumen, kemudian muat naik foto yang jelas bagi bahagian hadapan dan belakangnya. Keempat-empat penjuru mesti kelihatan dan tulisan mesti boleh dibaca.',
        'Permohonan anda dipaparkan sebagai “dalam semakan” sehingga disemak, dan kemudian sebagai “disahkan”. Maklumat yang telah disahkan tidak boleh diubah, jadi semak semuanya dengan teliti sebelum menghantar.',
      ],
    },
    'coin-and-contract-accounts': {
      title: 'Akaun spot dan akaun kontrak',
      summary: 'Fungsi setiap akaun dan cara membuat pindahan antara keduanya.',
      content: [
        'Aset anda disimpan dalam dua akaun. Akaun spot menerima deposit anda dan digunakan untuk dagangan spot, pertukaran segera dan pengeluaran. Akaun kontrak digunakan untuk dagangan kontrak.',
        'Untuk memindahkan dana antara kedua-duanya, buka Aset, pilih Pindah, pilih mata wang dan arah pindahan, kemudian masukkan jumlah (sekurang-kurangnya 0.00001). Pindahan antara akaun anda sendiri berkuat kuasa serta-merta.',
        'Jumlah yang dibekukan, seperti dana yang ditahan oleh pesanan belum selesai atau pengeluaran dalam semakan, tidak boleh dipindahkan sehingga dilepaskan.',
      ],
    },
    deposit: {
      title: 'Cara membuat deposit',
      summary: 'Alamat deposit, pengesahan rangkaian dan deposit minimum.',
      content: [
        'Buka Aset, pilih Deposit, kemudian pilih mata wang dan rangkaian. Salin alamat atau imbas kod QR, dan hantar mata wang itu sahaja melalui rangkaian itu sahaja. Aset yang dihantar melalui rangkaian lain atau ke alamat yang salah mungkin hilang selama-lamanya.',
        'Deposit dikreditkan selepas 12 pengesahan rangkaian. Jika halaman memintanya, muat naik tangkapan skrin pindahan anda sebagai bukti; ini membantu kami memadankan deposit dengan akaun anda.',
        'Deposit minimum ialah bernilai 1 USDT. Deposit yang lebih kecil tidak akan dikreditkan dan tidak boleh dipulangkan.',
      ],
    },
    withdrawal: {
      title: 'Cara membuat pengeluaran',
      summary: 'Alamat tersimpan, yuran, semakan dan pembayaran.',
      content: [
        'Mula-mula, tambahkan alamat destinasi ke buku alamat anda, dengan catatan jika mahu, supaya mudah dikenali kemudian. Semak rangkaian dengan teliti: pengeluaran ke alamat pada rangkaian lain tidak boleh diperoleh semula.',
        'Masukkan jumlah. Halaman memaparkan yuran, jumlah yang benar-benar akan diterima serta had minimum dan maksimum bagi setiap pengeluaran. Sahkan dengan kata laluan dana 6 digit anda.',
        'Setiap pengeluaran disemak sebelum dibayar, dan jumlahnya dibekukan sepanjang tempoh semakan. Selepas diluluskan, pengeluaran dihantar ke rangkaian dan tiba selepas 12 pengesahan rangkaian. Jika ditolak, jumlah yang dibekukan dikembalikan ke baki tersedia anda.',
      ],
    },
    'deposit-withdrawal-records': {
      title: 'Rekod deposit dan pengeluaran',
      summary: 'Maksud status sesuatu rekod.',
      content: [
        'Setiap deposit dan pengeluaran dipaparkan dalam rekod anda dengan salah satu daripada tiga status: menunggu semakan, selesai atau ditolak.',
        '“Menunggu semakan” bermaksud permintaan telah diterima dan sedang disemak. “Selesai” bermaksud deposit telah dikreditkan atau pengeluaran telah dibayar. “Ditolak” bermaksud ia tidak diproses; bagi pengeluaran, jumlah yang dibekukan telah dikembalikan ke baki tersedia anda.',
        'Penyelenggaraan data harian berlangsung dari 03:00 hingga 05:00 (UTC+0), dan pemprosesan mungkin lebih perlahan pada waktu itu. Jika sesuatu rekod kekal menunggu lebih lama daripada jangkaan, hubungi khidmat pelanggan dengan menyatakan mata wang, jumlah, masa dan hash transaksi (TxID).',
      ],
    },
    'spot-orders': {
      title: 'Dagangan spot: pesanan had dan pesanan pasaran',
      summary: 'Beli dan jual syiling dengan pesanan had dan pesanan pasaran.',
      content: [
        'Dagangan spot ialah menukar satu syiling dengan syiling lain, contohnya BTC dengan USDT. Pilih pasangan dalam senarai pasaran, kemudian beli atau jual.',
        'Pesanan had (LMT) hanya dilaksanakan pada harga yang anda tetapkan atau lebih baik, dan kekal dalam buku pesanan sehingga dilaksanakan sepenuhnya atau dibatalkan. Pesanan pasaran (MKT) dilaksanakan serta-merta pada harga terbaik dalam buku pesanan, jadi harga purata mungkin berbeza daripada harga terakhir yang dipaparkan.',
        'Dana yang diperlukan oleh pesanan belum selesai akan dibekukan. Anda boleh membatalkan pesanan belum selesai pada bila-bila masa di bawah “Pesanan semasa”, dan bahagian yang belum dilaksanakan dilepaskan serta-merta. Pesanan yang selesai dan dibatalkan dipaparkan dalam sejarah pesanan anda.',
      ],
    },
    'contract-trading': {
      title: 'Dagangan kontrak',
      summary: 'Leveraj, henti rugi, ambil untung dan risiko kerugian.',
      content: [
        'Dalam dagangan kontrak, anda membuka kedudukan atas kenaikan atau penurunan harga dengan gandaan leveraj pilihan anda. Leveraj menggandakan keuntungan dan kerugian: pergerakan kecil yang berlawanan pun boleh menyebabkan kerugian besar.',
        'Anda boleh menetapkan henti rugi dan ambil untung. Kedudukan ditutup secara automatik apabila harga pasaran mencapai salah satunya, dan anda boleh menutupnya sendiri pada bila-bila masa. Jika kerugian mencecah margin anda, kedudukan akan dilikuidasi dan margin akan hilang.',
        'Untung dan rugi dikira hanya berdasarkan harga pasaran yang direkodkan; tiada sesiapa di bursa boleh mengubah harga yang digunakan pada kedudukan anda. Berdagang hanya dengan wang yang anda mampu kehilangan.',
      ],
    },
    'seconds-contracts': {
      title: 'Kontrak saat',
      summary: 'Cara kontrak naik atau turun bertempoh tetap diselesaikan.',
      content: [
        'Kontrak saat ialah pesanan bertempoh tetap atas arah harga. Anda memilih tempoh, jumlah, dan naik atau turun. Jumlah minimum, kadar pulangan dan yuran bagi setiap tempoh dipaparkan sebelum anda membuka pesanan.',
        'Apabila kiraan detik tamat, harga penutup dibandingkan dengan harga pembukaan. Jika harga bergerak mengikut arah yang anda pilih, pesanan menang dan dibayar pada kadar yang dipaparkan; jika tidak, pesanan kalah dan jumlah yang dibuka akan hilang.',
        'Keputusan ditentukan hanya oleh harga pasaran yang direkodkan, dan tiada sesiapa boleh menetapkan atau mengubahnya. Kontrak saat berisiko tinggi: anda boleh kehilangan keseluruhan jumlah dalam beberapa saat.',
      ],
    },
    passwords: {
      title: 'Kata laluan log masuk dan kata laluan dana',
      summary: 'Dua kata laluan melindungi akaun dan dana anda.',
      content: [
        'Kata laluan log masuk membuka akaun anda. Ia mestilah 8 hingga 24 aksara dan bermula dengan huruf. Anda boleh menukarnya di pusat keselamatan dengan kata laluan lama; jika terlupa, tetapkan semula melalui “Lupa kata laluan” dengan kod pengesahan.',
        'Kata laluan dana ialah nombor 6 digit yang berasingan untuk mengesahkan pengeluaran dan operasi lain yang memindahkan dana. Tetapkannya di pusat keselamatan, dan elakkan tarikh lahir serta urutan mudah seperti 123456.',
        'Jangan sekali-kali dedahkan mana-mana kata laluan kepada sesiapa. Kakitangan bursa tidak akan meminta kata laluan anda.',
      ],
    },
    'verification-codes': {
      title: 'Kod pengesahan',
      summary: 'Cara kod e-mel dan SMS berfungsi serta tempoh sahnya.',
      content: [
        'Semasa mendaftar, menetapkan semula kata laluan atau memautkan alamat e-mel atau nombor telefon, anda akan menerima kod pengesahan 6 digit. Setiap kod sah selama 10 minit dan hanya boleh digunakan sekali.',
        'Anda boleh meminta kod baharu selepas 60 saat. Selepas 5 cubaan yang salah, kod tersebut tidak lagi sah dan anda perlu meminta kod baharu.',
        'Jika kod tidak diterima, semak folder spam anda dan pastikan alamat atau nombor adalah betul. Jangan sekali-kali kongsi kod dengan sesiapa, termasuk orang yang mendakwa bekerja untuk bursa.',
      ],
    },
    'account-safety': {
      title: 'Memastikan akaun anda selamat',
      summary: 'Pautkan cara hubungan kedua dan kenali pancingan data.',
      content: [
        'Pautkan kedua-dua alamat e-mel dan nombor telefon di pusat keselamatan, supaya anda masih boleh memulihkan akaun jika kehilangan akses kepada salah satunya.',
        'Semak alamat laman web sebelum log masuk, dan pasang aplikasi hanya daripada sumber rasmi. Bursa tidak sekali-kali meminta kata laluan atau kod pengesahan anda, sama ada melalui e-mel, telefon atau sembang.',
        'Log keluar pada peranti yang dikongsi. Jika anda melihat aktiviti yang tidak dikenali, tukar kata laluan log masuk dan kata laluan dana anda dengan segera dan hubungi khidmat pelanggan.',
      ],
    },
  },
  pages: {
    us: {
      title: 'Tentang kami',
      content: [
        'Bursa kami ialah platform dagangan aset kripto yang dibina atas perisian sumber terbuka. Ia menawarkan dagangan spot, pertukaran segera, dagangan kontrak dan kontrak saat, dana serta langganan syiling baharu, dalam 14 bahasa.',
        'Kami percaya sesebuah bursa mesti jujur sejak reka bentuknya. Harga dan penyelesaian hanya berasaskan data pasaran yang direkodkan, setiap perubahan pada baki anda direkodkan bersama sebabnya, dan peraturan setiap produk diterbitkan di pusat bantuan.',
        'Dagangan aset kripto melibatkan risiko. Kami menerangkan cara setiap produk berfungsi supaya anda dapat membuat keputusan dengan maklumat yang lengkap, dan kami tidak sekali-kali menjanjikan pulangan.',
      ],
    },
    protocol: {
      title: 'Perjanjian pengguna',
      content: [
        'Perjanjian ini terpakai antara anda dan pengendali bursa setiap kali anda menggunakan laman web, aplikasi atau mana-mana perkhidmatan. Dengan mendaftar atau menggunakan perkhidmatan, anda menerima perjanjian ini. Jika anda tidak bersetuju, sila jangan gunakan perkhidmatan.',
        'Anda mestilah cukup umur dan dibenarkan oleh undang-undang negara anda untuk menggunakan perkhidmatan aset kripto. Anda mesti memberikan maklumat yang benar, melengkapkan pengesahan identiti apabila diminta dan merahsiakan kata laluan serta kod pengesahan anda. Anda bertanggungjawab atas segala yang dilakukan melalui akaun anda.',
        'Anda tidak boleh menggunakan perkhidmatan untuk pengubahan wang haram, penipuan, manipulasi pasaran atau apa-apa tujuan yang menyalahi undang-undang, dan tidak boleh menyerang atau menyalahgunakan platform. Kami boleh menyekat atau menutup akaun yang melanggar peraturan ini atau undang-undang, dan boleh menangguhkan atau menolak pengeluaran untuk melindungi pengguna atau mematuhi undang-undang.',
        'Hasil dagangan bergantung pada pasaran. Kami tidak menjamin sebarang keuntungan dan tidak bertanggungjawab atas kerugian akibat pergerakan pasaran, keputusan anda sendiri, atau alamat atau rangkaian salah yang anda masukkan.',
        'Kami boleh mengemas kini perjanjian ini. Perubahan penting diumumkan di platform sebelum berkuat kuasa; jika anda terus menggunakan perkhidmatan selepas itu, anda menerima perjanjian yang dikemas kini.',
      ],
    },
    legal: {
      title: 'Pernyataan undang-undang dan pendedahan risiko',
      content: [
        'Aset kripto sangat tidak menentu: harganya boleh jatuh mendadak, malah sehingga sifar, dalam masa yang singkat. Dagangan kontrak menggunakan leveraj yang membesarkan kerugian sama seperti keuntungan, dan kedudukan boleh dilikuidasi dengan kehilangan marginnya. Kontrak saat boleh kehilangan keseluruhan jumlahnya dalam beberapa saat.',
        'Tiada apa-apa di platform ini merupakan nasihat pelaburan, undang-undang atau cukai. Maklumat tentang syiling, dana dan projek langganan datang daripada penerbitnya atau sumber awam, dan kami tidak dapat menjamin ketepatannya. Prestasi lalu dan kadar yang dinyatakan tidak menjanjikan pulangan masa hadapan.',
        'Perkhidmatan aset kripto dikawal selia secara berbeza di setiap negara dan dilarang di sesetengah negara. Anda bertanggungjawab memastikan anda dibenarkan menggunakannya dan membayar sebarang cukai ke atas keuntungan anda.',
        'Perkhidmatan mungkin terganggu oleh penyelenggaraan, kesesakan rangkaian, kegagalan rangkaian rantaian blok atau peristiwa lain di luar kawalan kami. Kecuali jika undang-undang memperuntukkan sebaliknya, kami tidak bertanggungjawab atas kerugian akibat peristiwa tersebut.',
        'Kandungan, reka bentuk dan tanda dagangan platform tidak boleh disalin atau digunakan tanpa kebenaran.',
      ],
    },
    policy: {
      title: 'Dasar privasi',
      content: [
        'Kami hanya mengumpul apa yang diperlukan untuk mengendalikan akaun anda dan memenuhi kewajipan undang-undang kami: alamat e-mel atau nombor telefon anda, data identiti dan foto dokumen pengenalan anda, rekod transaksi dan log masuk anda (termasuk alamat IP dan maklumat peranti), serta mesej yang anda hantar kepada khidmat pelanggan.',
        'Kami menggunakan data ini untuk menyediakan dan melindungi perkhidmatan, mengesahkan identiti anda, mencegah penipuan dan pengubahan wang haram, serta mematuhi undang-undang. Kami tidak menjual data peribadi anda.',
        'Kami hanya berkongsi data dengan penyedia perkhidmatan yang membantu kami mengendalikan platform, seperti penghantaran e-mel dan SMS, di bawah kewajipan kerahsiaan, dan dengan pihak berkuasa apabila dikehendaki oleh undang-undang.',
        'Kata laluan disimpan hanya sebagai nilai cincang yang tidak boleh diterbalikkan, dan akses kepada dokumen pengenalan terhad kepada kakitangan yang memerlukannya. Kami menyimpan data anda selagi akaun anda wujud, dan selepas itu untuk tempoh yang dikehendaki oleh undang-undang.',
        'Anda boleh meminta untuk melihat, membetulkan atau memadam data anda dalam had undang-undang; data identiti yang telah disahkan tidak boleh diubah. Tulis kepada support@example.com.',
      ],
    },
    connect: {
      title: 'Hubungi kami',
      content: [
        'Untuk pertanyaan tentang akaun, deposit, pengeluaran atau dagangan anda, tulis kepada support@example.com daripada alamat e-mel yang didaftarkan dengan akaun anda, atau nyatakan UID anda.',
        'Bagi deposit atau pengeluaran, nyatakan mata wang, jumlah, masa dan hash transaksi (TxID). Jangan sekali-kali sertakan kata laluan atau kod pengesahan anda: kami tidak akan memintanya.',
        'Kami membalas setiap mesej mengikut urutan ia diterima.',
      ],
    },
    customer: {
      title: 'Khidmat pelanggan',
      content: [
        'Khidmat pelanggan menjawab melalui e-mel di support@example.com. Banyak soalan boleh dijawab dengan lebih cepat di pusat bantuan.',
        'Apabila menulis kepada kami, nyatakan UID anda, terangkan masalahnya dan lampirkan tangkapan skrin jika membantu. Bagi deposit atau pengeluaran, sertakan hash transaksi (TxID).',
        'Khidmat pelanggan tidak akan sekali-kali meminta kata laluan log masuk, kata laluan dana atau kod pengesahan anda, dan tidak akan meminta anda menghantar dana ke mana-mana alamat. Sesiapa yang berbuat demikian bukan daripada bursa.',
      ],
    },
  },
};
