/**
 * The help page's texts, fetched with the page (not with the sign-in page's catalogue):
 * registered under `help` by i18n/help.ts. English (help-en.ts) mirrors it.
 */
export const helpTr = {
  title: 'Yardım',
  subtitle: 'Sistem hakkında bilgi, sık sorulan sorular ve destek',
  aboutTitle: 'Sistem Hakkında',
  about:
    '{{name}}, şirketlerin görevlerini ve ekiplerini tek yerden yönetmesini sağlayan bir görev ve personel yönetim sistemidir. İşveren şirketini kurar ve çalışanlarını onaylar; görevler atanır, takip edilir ve kanıtlarla tamamlanır.',
  rolesTitle: 'Roller',
  roleIsveren:
    'Şirketi kurar ve yönetir. Çalışan başvurularını onaylar veya reddeder, rollerini belirler, tüm görevleri ve raporları görür, duyuru yayımlar ve çalışanların performans analizini inceler. Hesabı otomatik onaylanır.',
  roleMudur:
    'Şef ve işçilere görev atar; tamamlanan görevleri onaylar veya revize ister. Raporları okur ve duyuru yayımlar.',
  roleSef: 'İşçilere görev atar, tamamlanan görevleri onaylar veya revize ister. Raporları okur.',
  roleIsci:
    'Kendisine atanan görevleri görür, başlatır ve not ile kanıt dosyalarıyla tamamlar. Rapor yazar ve kendi raporlarını görür.',
  featuresTitle: 'Özellikler',
  feature1: 'E-posta ve şifreyle giriş; işveren, müdür, şef ve işçi hesapları',
  feature2: 'Şirket kurulumu ve çalışanların şirket koduyla katılması',
  feature3: 'Çalışan başvurularını onaylama veya reddetme, rolleri değiştirme',
  feature4: 'Görev atama; başlatma, not ve kanıt dosyalarıyla tamamlama; onay veya revize isteği',
  feature5: 'Görev istatistikleri ve çalışan performans analizi',
  feature6: 'Ayarlar: profil, şifre, açık veya koyu tema ve dil; telefonda ve bilgisayarda kullanım',
  feature7: 'Birebir, grup ve toplu mesajlaşma; dosya gönderme, okundu bilgisi ve konuşma sabitleme',
  feature8: 'Sayfayı yenilemeden gelen canlı güncellemeler ve bildirim zili',
  feature9: 'İşçilerin günlük, haftalık, mesai teslim, olay, bakım ve güvenlik raporları; süzgeçler ve CSV indirme',
  feature10: 'İşveren ve müdürlerin duyuruları; ek dosya, okundu bilgisi ve okuyanlar listesi',
  reportsTitle: 'Raporlar',
  reportsIntro:
    'Raporlar sekmesi, işçilerin sahadan yazdığı raporları bir arada tutar: günün özeti, vardiya teslimi, bir arıza ya da bir kaza.',
  repWhoTitle: 'Kim yazar, kim okur?',
  repWho:
    'Raporu yalnızca işçiler yazar. İşveren, müdürler ve şefler şirketin bütün raporlarını yazanın adıyla görür; işçi yalnızca kendi raporlarını görür.',
  repTypesTitle: 'Rapor türleri',
  repTypes:
    'Her raporun bir türü vardır: {{types}}. Başlık en fazla {{titleMax}}, içerik en fazla {{contentMax}} karakter olabilir; içeriğin en az {{hint}} karakter olması önerilir.',
  repFiltersTitle: 'Süzgeçler',
  repFilters:
    'Raporları tarihe (bugün, son 7 gün, son 30 gün veya seçtiğiniz bir aralık; günler İstanbul saatine göre), türe ve başlıkta ya da içerikte geçen bir kelimeye göre süzebilirsiniz. Türlerin yanındaki sayılar, yalnızca ekrandakileri değil, süzgeçlere uyan bütün raporları sayar.',
  repFilesTitle: 'Dosya eki',
  repFiles:
    'Rapora bir dosya eklenebilir: resim, PDF, Word (doc, docx), Excel (xlsx) veya metin, en fazla {{mb}}\u00a0MB. Dosyanın türü içeriğinden denetlenir. Resimler listede küçük bir önizlemeyle görünür ve büyütülerek açılır; diğer dosyalar indirilir.',
  repAlertTitle: 'Olay ve güvenlik raporları',
  repAlert:
    'Olay veya Güvenlik türündeki bir rapor, yazıldığı anda işverenin ve müdürlerin bildirim zilini çalar; bildirime tıklayınca rapor açılır. Her yeni rapor, açık rapor listelerine sayfa yenilenmeden gelir.',
  repCsvTitle: 'CSV indir',
  repCsv:
    '“CSV indir” düğmesi, ekrandaki süzgeçlere uyan bütün raporları (başlık, tür, yazan, tarih, içerik ve dosya adı) Türkçe Excel’in doğrudan açtığı bir dosya olarak indirir. Bir dosyada en fazla {{rows}} satır bulunur.',
  announcementsTitle: 'Duyurular',
  announcementsIntro:
    'Duyurular sekmesi, şirketin bütün çalışanlarına yapılan duyuruları toplar: tatiller, vardiya planları, toplantılar.',
  annWhoTitle: 'Kim yayımlar, kim görür?',
  annWho:
    'Duyuruyu işveren ve müdürler yayımlar. Şirketin onaylı bütün çalışanları her duyuruyu, yayımlayanın adı ve rolüyle görür. Yeni bir duyuru herkesin listesine anında gelir ve yayımlayan dışında herkesin zilini çalar.',
  annReadTitle: 'Okundu bilgisi',
  annRead:
    'Okumadığınız duyurular işaretli durur; bir duyuruyu açtığınızda sizin için okunmuş sayılır. Listeyi tarihe göre süzebilirsiniz: Bugün, Bu hafta (7 gün), Bu ay veya geçmiş bir ay.',
  annReadersTitle: 'Okuyanlar listesi',
  annReaders:
    'Duyuruyu yayımlayan kişi ve işveren, kartta kaç kişinin okuduğunu “okuyan/toplam” olarak görür. “Okuyanlar” düğmesi kimin ne zaman okuduğunu ve kimin henüz okumadığını listeler. Toplam, yayımlayan dışındaki onaylı çalışanların sayısıdır.',
  annFilesTitle: 'Ek dosya',
  annFiles:
    'Duyuruya bir dosya eklenebilir: resim, PDF, Word (doc, docx), Excel (xls, xlsx) veya metin, en fazla {{mb}}\u00a0MB. Resim, duyuru açılınca görünür; her ek indirilebilir.',
  annDeleteTitle: 'Silme',
  annDelete:
    'Duyuruyu yayımlayan kişi veya işveren, onay sorusundan sonra siler. Silinen duyuru; eki, okunma bilgileri ve bildirimleriyle birlikte herkesin listesinden anında kalkar. Bu işlem geri alınamaz.',
  subscriptionTitle: 'Abonelik',
  subscriptionIntro:
    'Şirketinizin aboneliğini işveren yönetir: paketi seçer, ödemeyi yapar, faturaları indirir. Abonelik ekranı profil menüsündeki “Abonelik” düğmesiyle açılır.',
  subTrialTitle: 'Deneme süresi',
  subTrial:
    'Yeni bir şirket deneme süresiyle başlar ve bu sürede bütün özellikleri kullanır. Kalan gün sayısı işverenin ekranının üstünde görünür.',
  subPlansTitle: 'Paketler ve kullanıcı sınırı',
  subPlans:
    'Her paketin aylık bir fiyatı ve bir kullanıcı sınırı vardır; sınıra işveren dahil onaylı çalışanlar sayılır. Sınır dolunca yeni çalışan onaylanamaz; daha büyük bir pakete geçmek gerekir.',
  subBankTitle: 'Havale/EFT ile ödeme',
  subBank:
    'Paketi ve süreyi (1, 3, 6 veya 12 ay) seçip fatura bilgilerini girin, listelenen banka hesaplarından birine toplam tutarı gönderin. Talebiniz onay bekler; ödeme hesaba geçip platform yöneticisi onayladığında aboneliğiniz uzar ve zilinize bildirim gelir. Reddedilen talebin nedeni de bildirilir.',
  subCardTitle: 'Kredi kartı ile ödeme',
  subCard:
    'Kartla ödemede kart bilgileriniz Vazife’ye değil, ödeme kuruluşu PayTR’nin güvenli sayfasına girilir. Aboneliğiniz, PayTR ödemeyi bize doğruladığı anda uzar; ödeme başarısız olursa hiçbir şey değişmez ve yeniden deneyebilirsiniz.',
  subExpiredTitle: 'Süre dolunca',
  subExpired:
    'Abonelik süresi dolan şirkette her şey okunabilir kalır, ama yeni görev, rapor, mesaj veya duyuru oluşturulamaz. İşveren aboneliği yenilediği anda her şey kaldığı yerden devam eder.',
  subInvoiceTitle: 'Faturalar',
  subInvoice:
    'Onaylanan ödemelerin faturası, platform yöneticisi yükledikten sonra satın alma geçmişinden indirilir. Faturayı yalnızca şirketin işvereni görür.',
  messagingTitle: 'Mesajlaşma',
  messagingIntro:
    'Mesajlar sekmesinde şirketinizdeki çalışma arkadaşlarınızla birebir veya grup halinde yazışırsınız. Sabitlenen konuşmalar listenin başında durur, diğerleri son mesajın saatine göre sıralanır.',
  msgDirectTitle: 'Birebir mesajlar',
  msgDirect:
    'Yeni bir konuşma başlatmak için kişiyi listeden seçin; listede yalnızca şirketin mesajlaşma kuralına göre yazabileceğiniz kişiler görünür. Kendi mesajlarınızı düzenleyebilir veya silebilirsiniz: düzenlenen mesaj “düzenlendi” olarak işaretlenir, silinen mesaj herkes için kaldırılır.',
  msgGroupsTitle: 'Gruplar',
  msgGroups:
    'Grubu işveren veya işverenin Çalışanlar ekranında “Grup oluşturabilir” yetkisi verdiği kişiler kurar. Üyeleri grubu kuran kişi ya da işveren ekler ve çıkarır; grubu kuran kişi gruptan çıkarılamaz. Grup mesajlarını yalnızca üyeler görür ve yazar.',
  msgBulkTitle: 'Toplu mesaj',
  msgBulk:
    'İşveren, seçtiği çalışanlara tek seferde aynı mesajı gönderebilir (en fazla {{max}} kişi). Mesaj her alıcıya kendi birebir konuşmasında ulaşır; cevaplar da oraya gelir.',
  msgFilesTitle: 'Dosyalar',
  msgFiles:
    'Mesaja {{mb}} MB’a kadar fotoğraf, video veya belge (PDF, Word, Excel, metin) ekleyebilirsiniz. Dosyanın türü içeriğinden denetlenir; dosyayı yalnızca konuşmadaki kişiler açabilir.',
  msgTicksTitle: 'Okundu bilgisi',
  msgTicks:
    'Tek tik mesajın gönderildiğini, çift tik okunduğunu gösterir. Grupta çift tikin yanında mesajı okuyan üye sayısı yazar; kendi mesajınızın okunma durumunu açarak kimlerin okuduğunu görebilirsiniz.',
  msgPinsTitle: 'Sabitleme ve okunmamışlar',
  msgPins:
    'Önemli konuşmaları ve grupları sabitleyin; listenin en üstünde kalırlar, sabitlemeyi istediğiniz an kaldırabilirsiniz. Okunmamış mesaj sayısı konuşmanın yanında görünür ({{cap}}’dan fazlası “{{cap}}+” olarak).',
  rulesTitle: 'Kim kime yazabilir?',
  rulesIntro:
    'Şirketin mesajlaşma kuralını işveren Ayarlar ekranında seçer; yeni bir şirkette kural Açık’tır. Her rolün yazışabildiği kişiler:',
  rulesEveryone: 'Herkes',
  modeHiyerarsik: 'Hiyerarşik',
  modeHiyerarsikText:
    'Mesajlar görev zinciri içinde kalır: işçiler şefleriyle, müdürler şeflerle yazışır; şefler herkesle yazışabilir. Herkes işverene yazabilir.',
  modeAcik: 'Açık',
  modeAcikText:
    'Daha serbesttir: işçiler birbirleriyle de yazışır, müdür herkesle yazışabilir. Herkes işverene yazabilir.',
  rulesAlways:
    'Her iki kuralda da işçi, kendisine görev atayan kişiye her zaman yazabilir ve size yazılan bir konuşmaya herkes cevap verebilir. Onay bekleyen hesaplar mesaj gönderemez ve alamaz.',
  liveTitle: 'Canlı güncellemeler ve bildirimler',
  liveUpdatesTitle: 'Kendiliğinden güncellenen ekran',
  liveUpdates:
    'Yeni mesajlar, okundu bilgileri, görev değişiklikleri, raporlar, duyurular ve onay bekleyen başvurular sayfayı yenilemeden ekrana gelir. Bağlantı koparsa uygulama birkaç saniyede bir kendisi denetler ve bağlantı dönünce yeniden canlı güncellemeye geçer.',
  liveBellTitle: 'Bildirim zili',
  liveBell:
    'Üst çubuktaki zil sizi ilgilendiren olayları bildirir: size atanan, tamamlanan, onaylanan veya revizeye gönderilen görevler, 24 saat içinde süresi dolacak ya da süresi geçmiş görevler, olay ve güvenlik raporları (işverene ve müdürlere), yeni duyurular, onay bekleyen çalışanlar ve abonelik satın alımlarının onayı veya reddi. Okunmamış bildirim sayısı zilin üzerinde görünür; bir bildirime tıklayınca ilgili ekran açılır, bildirimleri tek tek veya hepsini birden okundu işaretleyebilirsiniz.',
  liveToastTitle: 'Yeni mesaj uyarısı',
  liveToast:
    'Başka bir ekrandayken gelen mesaj, köşede {{seconds}} saniye görünen kısa bir uyarıyla haber verilir; Mesajlar sekmesindeki sayaç da okunmamış mesajları gösterir.',
  faqTitle: 'Sık Sorulan Sorular',
  faq1q: 'Çalışanlarım şirkete nasıl katılır?',
  faq1a:
    'Çalışanlar ekranındaki şirket kodunu paylaşın. Çalışanlarınız kayıt olurken bu kodu girer ya da giriş yaptıktan sonra “Şirkete Katıl” ekranında yazar.',
  faq2q: 'Hesabım neden onay bekliyor?',
  faq2a:
    'İşçi, şef ve müdür hesapları işveren onayından sonra etkinleşir. İşveren hesapları ise otomatik olarak onaylanır.',
  faq3q: 'Şirket kodunu değiştirebilir miyim?',
  faq3a:
    'Evet. İşveren, Çalışanlar ekranındaki “Kodu yenile” ile yeni bir kod oluşturabilir; eski kod artık kabul edilmez.',
  faq4q: 'Bir çalışanın rolünü nasıl değiştiririm?',
  faq4a: 'Çalışanlar ekranında onaylı çalışanın kartındaki “Rolü değiştir” ile İşçi, Şef veya Müdür rolünü seçin.',
  faq5q: 'Şifremi nasıl değiştiririm?',
  faq5a:
    'Ayarlar > Şifre sekmesinde mevcut şifrenizi ve en az 6 karakterli yeni şifrenizi girin. Şifre değişince diğer cihazlardaki oturumlar kapanır.',
  supportTitle: 'Destek',
  supportText: 'Sorularınız için destek ekibimize ulaşabilirsiniz.',
  supportEmail: 'E-posta',
  supportPhone: 'Telefon',
  supportNoContactStaff:
    'Platformun destek iletişim bilgileri henüz eklenmedi. Hesabınız, göreviniz veya şirketiniz hakkındaki sorular için işvereninize başvurun.',
  supportNoContactEmployer:
    'Platformun destek iletişim bilgileri henüz eklenmedi. Platform yöneticisi eklediğinde e-posta ve telefon burada görünür.',
};

export type HelpCatalogue = typeof helpTr;
