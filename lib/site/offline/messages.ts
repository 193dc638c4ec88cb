/** What the site tells a visitor about working offline: one place for the wording the UI and tests share. */
export const offlineMessages = {
  enquiryQueued: "You're offline. Your enquiry is saved on this phone and will be sent as soon as you're back online.",
  enquiryNotKept:
    "You're offline, and this enquiry could not be saved on this device. What you typed is still in the form: please send it again once you're back online.",
  savedCopyPrefix: 'Offline: showing the copy saved',
} as const;
