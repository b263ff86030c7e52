/**
 * The operator's two-factor texts (the sign-in's second step, the console's two-factor panel),
 * fetched with those screens: registered under `twoFactor` by i18n/two-factor.ts. English
 * (two-factor-en.ts) mirrors it.
 */
export const twoFactorTr = {
  // The sign-in's second step
  stepTitle: 'İki adımlı doğrulama',
  stepText: 'Doğrulama uygulamanızdaki 6 haneli kodu girin.',
  stepRecoveryText: 'Kaydettiğiniz kurtarma kodlarından birini girin. Her kod yalnızca bir kez kullanılabilir.',
  code: 'Doğrulama kodu',
  recoveryCode: 'Kurtarma kodu',
  useRecoveryCode: 'Kurtarma kodu kullan',
  useAppCode: 'Uygulamadaki kodu kullan',
  verify: 'Doğrula',
  verifying: 'Doğrulanıyor...',
  verifyFailed: 'Doğrulama başarısız',
  startOver: 'Baştan giriş yap',
  // The operator's own settings
  title: 'İki adımlı doğrulama',
  description:
    'Girişte şifrenizin yanında, telefonunuzdaki doğrulama uygulamasının (Google Authenticator, Microsoft Authenticator, 1Password vb.) ürettiği kod da istenir.',
  loadFailed: 'İki adımlı doğrulama durumu yüklenemedi',
  statusOn: 'Açık',
  statusOff: 'Kapalı',
  enabledSince: 'Açılış: {{date}}',
  codesLeft: 'Kalan kurtarma kodu: {{count}}',
  codesLow: 'Kurtarma kodunuz azaldı. Yeni kodlar oluşturmanız önerilir.',
  start: 'Kurulumu başlat',
  starting: 'Hazırlanıyor...',
  setupFailed: 'Kurulum başlatılamadı',
  scanTitle: '1. QR kodunu tarayın',
  scanText: 'Doğrulama uygulamanızla QR kodunu tarayın. Tarayamıyorsanız aşağıdaki anahtarı elle girin.',
  qrAlt: 'Doğrulama uygulaması için QR kodu',
  secretLabel: 'Anahtar',
  confirmTitle: '2. Kodu girin',
  confirmText: 'Uygulamanın gösterdiği 6 haneli kodu girerek kurulumu tamamlayın.',
  enable: 'Etkinleştir',
  enabling: 'Etkinleştiriliyor...',
  enableFailed: 'İki adımlı doğrulama açılamadı',
  cancel: 'Vazgeç',
  codesTitle: 'Kurtarma kodlarınız',
  codesText:
    'Telefonunuza erişemezseniz bu kodlarla giriş yapabilirsiniz. Her kod bir kez kullanılır. Kodları güvenli bir yere kaydedin: bir daha gösterilmeyecekler.',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  download: 'İndir',
  downloadName: 'vazife-kurtarma-kodlari.txt',
  saved: 'Kaydettim',
  regenerateTitle: 'Yeni kurtarma kodları',
  regenerateText: 'Yeni kodlar oluşturulunca eski kodların hepsi geçersiz olur.',
  regenerate: 'Yeni kodlar oluştur',
  regenerating: 'Oluşturuluyor...',
  regenerateFailed: 'Kurtarma kodları oluşturulamadı',
  disableTitle: 'İki adımlı doğrulamayı kapat',
  disableText: 'Kapatmak için şifrenizi ve doğrulama kodunu ya da bir kurtarma kodunu girin.',
  password: 'Şifre',
  disable: 'Kapat',
  disabling: 'Kapatılıyor...',
  disableFailed: 'İki adımlı doğrulama kapatılamadı',
  disabled: 'İki adımlı doğrulama kapatıldı',
};

export type TwoFactorCatalogue = typeof twoFactorTr;
