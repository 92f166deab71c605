/**
 * Help-centre topics per language. Placeholders are filled from the manifest: {brand}, {age}, {payments},
 * {symbol}, {dial}. Languages without their own text fall back to English.
 */
export interface HelpTopic {
  tag: string;
  title: string;
  content: string;
}

export const HELP: Record<string, HelpTopic[]> = {
  EN: [
    {
      tag: 'about',
      title: 'About {brand}',
      content:
        '<p>{brand} is an online entertainment platform with lottery, live casino, slots, fishing, sports and more. Play on your phone in the browser or install the app.</p><p>You must be at least {age} years old to play.</p>',
    },
    {
      tag: 'register',
      title: 'How to register',
      content:
        '<p>Tap <b>Register</b>, choose a username and a password of 6-20 letters and digits, then enter the captcha. If you register with your mobile number (+{dial}), we send you a 6-digit SMS code to confirm it.</p>',
    },
    {
      tag: 'deposit',
      title: 'How to deposit',
      content:
        '<p>Open <b>Deposit</b>, pick a payment method ({payments}) and an amount, then follow the instructions. Your balance in {symbol} is updated as soon as the payment is confirmed.</p>',
    },
    {
      tag: 'withdraw',
      title: 'How to withdraw',
      content:
        '<p>Open <b>Withdraw</b>, enter the amount and your payment password. Withdrawals are paid to an account in your own name. Bonuses must meet their turnover before they can be withdrawn.</p>',
    },
    {
      tag: 'password',
      title: 'Forgot password',
      content:
        '<p>On the login page tap <b>Forgot password</b>, enter your registered mobile number, request an SMS code and choose a new password. For your security all your sessions are signed out.</p>',
    },
    {
      tag: 'responsible',
      title: 'Responsible gaming',
      content:
        '<p>Play for fun and only with money you can afford to lose. Set limits, take breaks, and contact customer service if you want to pause your account.</p>',
    },
  ],
  TY: [
    {
      tag: 'about',
      title: 'Tungkol sa {brand}',
      content:
        '<p>Ang {brand} ay isang online na libangan na may lottery, live casino, slots, pangingisda, sports at iba pa. Maglaro sa browser ng iyong telepono o i-install ang app.</p><p>Dapat ikaw ay hindi bababa sa {age} taong gulang para maglaro.</p>',
    },
    {
      tag: 'register',
      title: 'Paano magparehistro',
      content:
        '<p>Pindutin ang <b>Magrehistro</b>, pumili ng username at password na 6-20 titik at numero, saka ilagay ang captcha. Kung magrerehistro gamit ang iyong mobile number (+{dial}), padadalhan ka namin ng 6 na digit na SMS code para kumpirmahin ito.</p>',
    },
    {
      tag: 'deposit',
      title: 'Paano magdeposito',
      content:
        '<p>Buksan ang <b>Deposito</b>, pumili ng paraan ng pagbabayad ({payments}) at halaga, at sundin ang mga tagubilin. Madadagdagan ang iyong balanse sa {symbol} kapag nakumpirma na ang bayad.</p>',
    },
    {
      tag: 'withdraw',
      title: 'Paano mag-withdraw',
      content:
        '<p>Buksan ang <b>Withdraw</b>, ilagay ang halaga at ang iyong payment password. Ibinabayad ang withdrawal sa account na nakapangalan sa iyo. Kailangang maabot ng mga bonus ang kanilang turnover bago ma-withdraw.</p>',
    },
    {
      tag: 'password',
      title: 'Nakalimutan ang password',
      content:
        '<p>Sa login page, pindutin ang <b>Nakalimutan ang password</b>, ilagay ang nakarehistrong mobile number, humingi ng SMS code at pumili ng bagong password. Para sa iyong seguridad, mala-log out ang lahat ng iyong session.</p>',
    },
    {
      tag: 'responsible',
      title: 'Responsableng paglalaro',
      content:
        '<p>Maglaro para sa kasiyahan at gamit lamang ang perang kaya mong mawala. Magtakda ng limitasyon, magpahinga, at makipag-ugnayan sa customer service kung nais mong ihinto pansamantala ang iyong account.</p>',
    },
  ],
  BN: [
    {
      tag: 'about',
      title: '{brand} সম্পর্কে',
      content:
        '<p>{brand} একটি অনলাইন বিনোদন প্ল্যাটফর্ম, যেখানে লটারি, লাইভ ক্যাসিনো, স্লট, ফিশিং, স্পোর্টস এবং আরও অনেক কিছু আছে। ফোনের ব্রাউজারে খেলুন অথবা অ্যাপ ইনস্টল করুন।</p><p>খেলতে হলে আপনার বয়স কমপক্ষে {age} বছর হতে হবে।</p>',
    },
    {
      tag: 'register',
      title: 'কীভাবে নিবন্ধন করবেন',
      content:
        '<p><b>নিবন্ধন</b> চাপুন, ৬-২০ অক্ষর ও সংখ্যার একটি ইউজারনেম ও পাসওয়ার্ড বেছে নিন, তারপর ক্যাপচা লিখুন। মোবাইল নম্বর (+{dial}) দিয়ে নিবন্ধন করলে নিশ্চিত করার জন্য আমরা ৬ অঙ্কের একটি SMS কোড পাঠাব।</p>',
    },
    {
      tag: 'deposit',
      title: 'কীভাবে জমা করবেন',
      content:
        '<p><b>জমা</b> খুলুন, একটি পেমেন্ট পদ্ধতি ({payments}) ও পরিমাণ বেছে নিন, তারপর নির্দেশনা অনুসরণ করুন। পেমেন্ট নিশ্চিত হলেই আপনার {symbol} ব্যালেন্স আপডেট হবে।</p>',
    },
    {
      tag: 'withdraw',
      title: 'কীভাবে উত্তোলন করবেন',
      content:
        '<p><b>উত্তোলন</b> খুলুন, পরিমাণ ও আপনার পেমেন্ট পাসওয়ার্ড লিখুন। উত্তোলনের অর্থ শুধু আপনার নিজের নামের অ্যাকাউন্টে পাঠানো হয়। বোনাস উত্তোলনের আগে তার টার্নওভার পূরণ করতে হবে।</p>',
    },
    {
      tag: 'password',
      title: 'পাসওয়ার্ড ভুলে গেছেন',
      content:
        '<p>লগইন পেজে <b>পাসওয়ার্ড ভুলে গেছেন</b> চাপুন, নিবন্ধিত মোবাইল নম্বর লিখুন, SMS কোড নিন এবং নতুন পাসওয়ার্ড বেছে নিন। আপনার নিরাপত্তার জন্য আপনার সব সেশন থেকে লগ আউট করা হবে।</p>',
    },
    {
      tag: 'responsible',
      title: 'দায়িত্বশীল খেলা',
      content:
        '<p>আনন্দের জন্য খেলুন এবং শুধু সেই অর্থ দিয়ে খেলুন যা হারালে আপনার ক্ষতি নেই। সীমা ঠিক করুন, বিরতি নিন, আর অ্যাকাউন্ট সাময়িক বন্ধ রাখতে চাইলে কাস্টমার সার্ভিসে যোগাযোগ করুন।</p>',
    },
  ],
};

/**
 * Sub-topics of the deposit topic: one per payment method of the manifest ({method}), so /m/help?p=&c= has
 * something to select. Languages without their own text fall back to English.
 */
export const DEPOSIT_METHOD: Record<string, { title: string; content: string }> = {
  EN: {
    title: '{method}',
    content:
      '<p>Open <b>Deposit</b>, choose <b>{method}</b>, enter the amount and follow the payment page. Your {symbol} balance updates once the payment is confirmed.</p>',
  },
  TY: {
    title: '{method}',
    content:
      '<p>Buksan ang <b>Deposito</b>, piliin ang <b>{method}</b>, ilagay ang halaga at sundin ang pahina ng pagbabayad. Maa-update ang iyong {symbol} balance kapag nakumpirma ang bayad.</p>',
  },
  BN: {
    title: '{method}',
    content:
      '<p><b>জমা</b> খুলুন, <b>{method}</b> বেছে নিন, পরিমাণ লিখুন এবং পেমেন্ট পাতার নির্দেশ অনুসরণ করুন। পেমেন্ট নিশ্চিত হলে আপনার {symbol} ব্যালেন্স হালনাগাদ হবে।</p>',
  },
};
