import enUS from 'antd-mobile/es/locales/en-US';

/** antd-mobile ships no Hindi: its English base with the strings this app's screens can show translated. */
const hiIN: typeof enUS = {
  ...enUS,
  locale: 'hi',
  common: { confirm: 'पुष्टि करें', cancel: 'रद्द करें', loading: 'लोड हो रहा है', close: 'बंद करें' },
  Dialog: { ok: 'ठीक है' },
  Modal: { ok: 'ठीक है' },
  Input: { clear: 'साफ़ करें' },
  Cascader: { placeholder: 'चुनें' },
  DatePicker: { tillNow: 'अब तक' },
  ImageUploader: { uploading: 'अपलोड हो रहा है...', upload: 'अपलोड करें' },
  InfiniteScroll: { noMore: 'और कुछ नहीं', failedToLoad: 'लोड नहीं हो सका', retry: 'फिर से कोशिश करें' },
  PullToRefresh: { pulling: 'रीफ़्रेश करने के लिए नीचे खींचें', canRelease: 'रीफ़्रेश करने के लिए छोड़ें', complete: 'रीफ़्रेश हो गया' },
  ErrorBlock: {
    default: { title: 'कुछ गड़बड़ हो गई', description: 'कृपया थोड़ी देर बाद फिर से कोशिश करें' },
    busy: { title: 'लोड नहीं हो रहा', description: 'पेज को रीफ़्रेश करें' },
    disconnected: { title: 'नेटवर्क व्यस्त है', description: 'पेज को रीफ़्रेश करें' },
    empty: { title: 'कुछ नहीं मिला', description: 'कोई दूसरी खोज आज़माएँ' },
  },
};

export default hiIN;
