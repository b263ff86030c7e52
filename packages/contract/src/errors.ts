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
  unsupportedMediaType: 'Desteklenmeyen içerik türü',
  payloadTooLarge: 'Gönderilen veri çok büyük',
  rateLimited: 'Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.',
  forbidden: 'Bu işlem için yetkiniz yok',
  // auth
  notAuthenticated: 'Oturum açmanız gerekiyor',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  invalidCredentials: 'E-posta veya şifre hatalı',
  emailTaken: 'Bu e-posta adresi zaten kayıtlı',
  companyCodeRequired: 'Bu rol için şirket kodu gereklidir',
  companyCodeInvalid: 'Şirket kodu geçersiz. Kod SRK ve 8 rakamdan oluşur.',
  companyCodeUnknown: 'Bu koda sahip bir şirket bulunamadı',
  companyNameOnlyForEmployer: 'Şirket adı yalnızca işveren hesabı için girilebilir',
  companyCodeNotForEmployer: 'İşveren hesabı şirket koduyla katılamaz; kendi şirketini oluşturur',
  wrongCurrentPassword: 'Mevcut şifre hatalı',
  samePassword: 'Yeni şifre mevcut şifreden farklı olmalı',
  companySuspended: 'Şirketinizin hesabı askıya alınmıştır. Lütfen işvereninizle iletişime geçin.',
  companySuspendedEmployer:
    'Şirketinizin hesabı platform yöneticisi tarafından askıya alınmıştır. Lütfen destek ile iletişime geçin.',
  pendingApproval: 'Hesabınız işveren onayı bekliyor. Onaylandıktan sonra bu işlemi yapabilirsiniz.',
  noCompany: 'Henüz bir şirkete bağlı değilsiniz',
  // companies
  alreadyHasCompany: 'Zaten bir şirketiniz var',
  onlyEmployerCreatesCompany: 'Şirketi yalnızca işveren oluşturabilir',
  alreadyInCompany: 'Zaten bir şirkete bağlısınız',
  employerCannotJoin: 'İşveren hesabı başka bir şirkete katılamaz',
  // employees
  notPending: 'Bu kişi onay beklemiyor',
  alreadyApproved: 'Bu çalışan zaten onaylı',
  cannotChangeEmployer: 'İşverenin rolü değiştirilemez',
  sameRole: 'Çalışan zaten bu rolde',
  seatLimit: (max: number) =>
    `Paketinizin kullanıcı sınırına (${max} kullanıcı) ulaşıldı. Daha fazla çalışan onaylamak için paketinizi yükseltin.`,
  // subscriptions
  subscriptionExpired: 'Aboneliğinizin süresi doldu. Yeni kayıt oluşturmak için aboneliğinizi yenileyin.',
  // operator
  adminInvalidCredentials: 'Kullanıcı adı veya şifre hatalı',
  adminOnly: 'Bu işlem yalnızca platform yöneticisi içindir',
} as const;

export type ErrorBody = { detail: string } | { detail: { loc: (string | number)[]; msg: string }[] };
