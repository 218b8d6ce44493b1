export default {
  send: {
    fee_warning_title: 'A fee this low may never confirm',
    not_a_number: 'Enter a number',
  },
};
