// Messages of the day (admin spec 7 "Messages", DESIGN 11). The spec names no length: players read the
// message on a phone's menu, so a tweet's length keeps it to a glance. The editor's counter reads this too.
export const MESSAGE_MAX_LENGTH = 280;
