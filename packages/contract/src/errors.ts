import { sessionEndedElsewhere } from './session-ended.js';

/**
 * The Turkish error catalogue: every `detail` the server sends comes from here, so that
 * the web and the server speak with one voice.
 */
export const errors = {
  // generic
  internal: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  notFound: 'Kayıt bulunamadı',
  routeNotFound: 'İstenen adres bulunamadı',
  validation: 'Gönderilen bilgiler geçersiz',
  invalidBody: 'İstek gövdesi okunamadı',
  invalidUtf8: 'İstek geçersiz karakterler içeriyor: metinler UTF-8 olarak gönderilmelidir',
  unsupportedMediaType: 'Desteklenmeyen içerik türü',
  payloadTooLarge: 'Gönderilen veri çok büyük',
  requestTimeout: 'İstek zamanında tamamlanmadı. Bağlantınızı kontrol edip tekrar deneyin.',
  uploadTooSlow: 'Dosya çok yavaş yükleniyor ve yükleme durduruldu. Bağlantınızı kontrol edip tekrar deneyin.',
  headersTooLarge: 'İstek başlıkları çok büyük',
  rateLimited: 'Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.',
  /** A write budget spent (write-budgets.ts): what was limited, then the wait in words (waitInWords). */
  writeLimited: (limited: string, wait: string) => `${limited} Lütfen ${wait} sonra yeniden deneyin.`,
  forbidden: 'Bu işlem için yetkiniz yok',
  // text and dates (every text field refuses what a person cannot type or a database cannot store)
  controlCharacters: 'Metin görünmeyen kontrol karakterleri içeremez',
  lineBreaks: 'Bu alan tek satır olmalı; satır sonu içeremez',
  brokenUnicode: 'Metin bozuk (eşleşmemiş) Unicode karakterleri içeremez',
  invalidId: 'Kimlik geçersiz',
  invalidDateTime: 'Tarih ve saat, saat dilimiyle ISO 8601 biçiminde olmalı (ör. 2027-03-01T17:00:00+03:00)',
  invalidDate: 'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalı (ör. 2027-03-01)',
  // auth
  notAuthenticated: 'Oturum açmanız gerekiyor',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  sessionEndedElsewhere,
  invalidCredentials: 'E-posta veya şifre hatalı',
  emailTaken: 'Bu e-posta adresi zaten kayıtlı',
  companyCodeRequired: 'Bu rol için şirket kodu gereklidir',
  companyCodeInvalid: 'Şirket kodu geçersiz. Kod SRK ve 8 rakamdan oluşur.',
  companyCodeUnknown: 'Bu koda sahip bir şirket bulunamadı',
  companyNameOnlyForEmployer: 'Şirket adı yalnızca işveren hesabı için girilebilir',
  companyCodeNotForEmployer: 'İşveren hesabı şirket koduyla katılamaz; kendi şirketini oluşturur',
  wrongCurrentPassword: 'Mevcut şifre hatalı',
  samePassword: 'Yeni şifre mevcut şifreden farklı olmalı',
  blankPassword: 'Şifre yalnızca boşluklardan oluşamaz',
  repeatedPassword: 'Şifre tek bir karakterin tekrarından oluşamaz',
  commonPassword: 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin.',
  companySuspended: 'Şirketinizin hesabı askıya alınmıştır. Lütfen işvereninizle iletişime geçin.',
  companySuspendedEmployer:
    'Şirketinizin hesabı platform yöneticisi tarafından askıya alınmıştır. Lütfen destek ile iletişime geçin.',
  pendingApproval: 'Hesabınız işveren onayı bekliyor. Onaylandıktan sonra bu işlemi yapabilirsiniz.',
  noCompany: 'Henüz bir şirkete bağlı değilsiniz',
  alreadyMember: 'Hesabınız zaten onaylı',
  // companies
  alreadyHasCompany: 'Zaten bir şirketiniz var',
  onlyEmployerCreatesCompany: 'Şirketi yalnızca işveren oluşturabilir',
  alreadyInCompany: 'Zaten bir şirkete bağlısınız',
  employerCannotJoin: 'İşveren hesabı başka bir şirkete katılamaz',
  /** `from` is already worded for people, e.g. "24 Kasım 2026 07:05 (Türkiye saati)". */
  rejoinTooSoon: (from: string) =>
    `Bu şirkete katılma isteğiniz reddedildi. ${from} sonrasında yeniden başvurabilirsiniz.`,
  // employees
  notPending: 'Bu kişi onay beklemiyor',
  alreadyApproved: 'Bu çalışan zaten onaylı',
  cannotChangeEmployer: 'İşverenin rolü değiştirilemez',
  sameRole: 'Çalışan zaten bu rolde',
  seatLimit: (max: number) =>
    `Paketinizin kullanıcı sınırına (${max} kullanıcı) ulaşıldı. Daha fazla çalışan onaylamak için paketinizi yükseltin.`,
  // tasks
  assigneeNotFound: 'Görevin atanacağı kişi bulunamadı',
  cannotAssign: 'Bu kişiye görev atama yetkiniz yok',
  onlyAssigneeUpdates: 'Görevin durumunu yalnızca görevin atandığı kişi değiştirebilir',
  invalidTransition: (from: string, to: string) => `Görev "${from}" durumundan "${to}" durumuna geçemez`,
  evidenceOnlyOnCompletion: 'Kanıt dosyaları yalnızca görev tamamlanırken eklenebilir',
  notReviewable: 'Yalnızca tamamlanmış (onay bekleyen) görevler onaylanabilir veya revizeye gönderilebilir',
  cannotReview: 'Bu görevi değerlendirme yetkiniz yok',
  infoOnlyOnCompleted: 'Ek bilgi yalnızca tamamlanmış veya onaylanmış görevlere eklenebilir',
  invalidCursor: 'Sayfa imleci geçersiz',
  taskChanged: 'Görev bu sırada değişti. Sayfayı yenileyip tekrar deneyin.',
  // files
  tooManyFiles: (max: number) => `Maksimum ${max} dosya seçebilirsiniz`,
  singleFileOnly: 'Sadece bir dosya seçebilirsiniz',
  fileTooLarge: (name: string, maxMb: number) => `${name} çok büyük (maksimum ${maxMb}MB)`,
  unsupportedFile: (name: string) => `${name} desteklenmeyen dosya türü`,
  imageOnly: (name: string) => `${name} bir resim değil. Görev resmi yalnızca JPG, PNG, WebP veya GIF olabilir.`,
  fileExpected: 'Dosya alanı bir dosya olmalı',
  fileLinkExpired: 'Dosya bağlantısının süresi doldu. Sayfayı yenileyin.',
  imageTooManyPixels: (name: string, maxMegapixels: number) =>
    `${name} çok büyük bir resim (en fazla ${maxMegapixels} megapiksel)`,
  rangeNotSatisfiable: 'İstenen bayt aralığı dosyada yok',
  // messaging
  cannotMessageSelf: 'Kendinize mesaj gönderemezsiniz',
  cannotMessageUser: 'Bu kişiye mesaj gönderme yetkiniz yok',
  bulkOnlyEmployer: 'Toplu mesajı yalnızca işveren gönderebilir',
  recipientNotApproved: 'Mesaj yalnızca şirketin onaylı çalışanlarına gönderilebilir',
  cannotCreateGroup: 'Grup oluşturma yetkiniz yok',
  cannotManageGroup: 'Grubun üyelerini yalnızca grubu kuran kişi veya işveren değiştirebilir',
  cannotEditGroup: 'Grubu yalnızca grubu kuran kişi veya işveren değiştirebilir ya da silebilir',
  creatorStaysInGroup: 'Grubu kuran kişi gruptan çıkarılamaz',
  notGroupMember: 'Bu grubun üyesi değilsiniz',
  groupMemberNotApproved: 'Gruba yalnızca şirketin onaylı çalışanları eklenebilir',
  alreadyGroupMember: 'Bu kişi zaten grubun üyesi',
  ownMessagesOnly: 'Yalnızca kendi mesajlarınızı düzenleyebilir, silebilir veya okunma durumunu görebilirsiniz',
  messageFileRequired: 'Gönderilecek dosyayı seçin',
  groupNeedsMember: 'Gruba sizden başka en az bir üye seçilmelidir',
  // search
  searchTooShort: 'Aramak için en az 2 karakter yazın',
  // reports
  onlyWorkersReport: 'Raporları yalnızca işçiler oluşturabilir',
  invalidReportType: 'Geçerli bir rapor türü seçilmelidir (günlük, haftalık, mesai teslim, olay, bakım, güvenlik)',
  reportRangeReversed: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  // announcements
  dateRangeReversed: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  cannotCreateAnnouncement: 'Duyuruları yalnızca işveren ve müdürler oluşturabilir',
  cannotDeleteAnnouncement: 'Duyuruyu yalnızca oluşturan kişi veya işveren silebilir',
  cannotSeeAnnouncementReads: 'Duyuruyu kimlerin okuduğunu yalnızca oluşturan kişi veya işveren görebilir',
  // live updates
  tooManyStreams:
    'Çok fazla açık canlı bağlantınız var. Kullanmadığınız sekmeleri kapatın; sayfa bu arada kendini yenilemeye devam eder.',
  liveStreamMembersOnly:
    'Canlı bildirim akışı yalnızca şirket çalışanları içindir; platform yöneticisi oturumuyla açılamaz.',
  // subscriptions
  subscriptionExpired: 'Aboneliğinizin süresi doldu. Yeni kayıt oluşturmak için aboneliğinizi yenileyin.',
  onlyEmployerBuys: 'Abonelik işlemlerini yalnızca işveren yapabilir',
  invoiceCompanyNameRequired: 'Lütfen fatura şirket adını girin',
  bankAccountRequired: 'Lütfen banka hesabı seçin',
  cardPhoneRequired: 'Kredi kartı ödemesi için telefon numarası gereklidir',
  cardPaymentUnavailable:
    'Bu satın alma yalnızca havale/EFT içindir. Kredi kartıyla ödemek için kartla ödeme seçeneğini kullanın (POST /api/subscriptions/purchase-with-paytr).',
  purchaseDuration: 'Süre 1, 3, 6 ya da 12 ay olmalı',
  planUnavailable: 'Bu paket artık satışta değil',
  bankAccountUnavailable: 'Bu banka hesabı artık kullanılmıyor',
  rejectionReasonRequired: 'Lütfen red nedeni girin',
  purchaseNotPending: 'Yalnızca onay bekleyen satın almalar onaylanabilir ya da reddedilebilir',
  invoiceFileRequired: 'Lütfen fatura dosyası seçin',
  planInUse: 'Bu paketi kullanan şirketler var; silmek yerine pasif yapın',
  cardPaymentsOpen: (count: number, wait: string) =>
    `Şirketinizin ödeme sayfası açık ${count} kartla ödemesi var. Açık ödemeyi tamamlayın ya da ${wait} sonra yeniden deneyin.`,
  invoiceTaxNumberInvalid:
    'Vergi numarası 10 haneli vergi kimlik numarası (VKN) ya da 11 haneli T.C. kimlik numarası olmalı; rakamları tutmuyor',
  phoneInvalid:
    'Telefon numarası geçersiz: 10 ile 15 arasında rakam olmalı; rakamların arasında yalnızca boşluk, +, -, nokta ve parantez kullanılabilir',
  invoiceBeforeApproval: 'Bu satın alma henüz onaylanmadı: fatura, ödeme onaylandıktan sonra yüklenebilir',
  invoiceOfUnpaid: 'Reddedilen ya da iptal edilen bir satın almaya fatura yüklenemez',
  creditCoversPrice: (credit: string, price: string) =>
    `Mevcut paketinizin kullanılmayan ${credit} değeri bu satın almanın ${price} tutarını karşılıyor. Lütfen daha uzun bir süre seçin.`,
  // operator
  adminInvalidCredentials: 'Kullanıcı adı veya şifre hatalı',
  adminOnly: 'Bu işlem yalnızca platform yöneticisi içindir',
  // operator console
  companyNotActive: 'Yalnızca aktif bir şirket askıya alınabilir',
  companyAlreadyActive: 'Şirket zaten aktif',
  slideImageRequired: 'Lütfen bir görsel seçin',
  planNotFound: 'Seçilen paket bulunamadı',
  // operator two-factor sign-in
  twoFactorCodeInvalid: 'Doğrulama kodu hatalı. Uygulamanızdaki güncel kodu girin.',
  twoFactorCodeReused: 'Bu kod az önce kullanıldı. Uygulamanızda yeni kodun çıkmasını bekleyip tekrar deneyin.',
  twoFactorRecoveryCodeInvalid: 'Kurtarma kodu hatalı ya da daha önce kullanılmış',
  twoFactorChallengeExpired: 'Doğrulama süresi doldu. Lütfen tekrar giriş yapın.',
  twoFactorAlreadyEnabled: 'İki adımlı doğrulama zaten açık',
  twoFactorNotEnabled: 'İki adımlı doğrulama açık değil',
  twoFactorSetupMissing: 'Önce iki adımlı doğrulama kurulumunu başlatın',
  twoFactorWrongPassword: 'Şifre hatalı',
  operatorSignInLocked: (minutes: number) =>
    `Bu hesapla çok fazla hatalı giriş denendi. Güvenliğiniz için giriş ${minutes} dakika kapalı; sonra tekrar deneyin.`,
} as const;

export type ErrorBody = { detail: string } | { detail: { loc: (string | number)[]; msg: string }[] };
